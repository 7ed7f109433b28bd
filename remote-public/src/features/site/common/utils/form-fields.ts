// The site's forms send a honeypot field `website` (see honeypot-field.tsx) that the contract checks only when filled.

/** The values as the contract checks them: the honeypot `website`, which people leave empty, only when filled in. */
export function withHoneypot<Values extends { website: string }>(
  values: Values,
): Omit<Values, 'website'> & { website?: string } {
  return { ...values, website: values.website || undefined };
}
