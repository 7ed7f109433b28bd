// The company facts of the artisan page (artisan-page.tsx): the year the company was founded, and the SIREN's public
// record on the State's company directory (its SIREN and SIRET are grouped by the shared
// domain/company-numbers.ts).

/** The national directory of companies (DINUM), whose record of a company is public. */
export const COMPANY_DIRECTORY = 'https://annuaire-entreprises.data.gouv.fr';

/** The year of a company's founding date as the API gives it (YYYY-MM-DD), null without one. */
export function foundingYear(dateCreationEntreprise: string | null): string | null {
  return /^(\d{4})-\d{2}-\d{2}/.exec(dateCreationEntreprise ?? '')?.[1] ?? null;
}

/** « Entreprise créée en 2009 », null without a founding date. */
export function foundingText(dateCreationEntreprise: string | null): string | null {
  const year = foundingYear(dateCreationEntreprise);
  return year ? `Entreprise créée en ${year}` : null;
}

/** The company's public record on the directory, null for what is not a SIREN. */
export function sirenRecordUrl(siren: string): string | null {
  return /^\d{9}$/.test(siren) ? `${COMPANY_DIRECTORY}/entreprise/${siren}` : null;
}
