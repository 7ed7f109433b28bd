// Joins class names, skipping falsy ones. The design system has the same helper, but its package exports only the
// .tsx components under ui/, not this .ts file.
export function cx(...names: unknown[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
