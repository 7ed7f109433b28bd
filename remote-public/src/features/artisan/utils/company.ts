// The company facts of the artisan page (artisan-page.tsx): the year the company was founded, its SIREN and SIRET
// grouped as INSEE writes them, and the SIREN's public record on the State's company directory.

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

/** A SIREN in three groups (« 732 829 320 »); anything else as stored. */
export function formatSiren(siren: string): string {
  return /^\d{9}$/.test(siren) ? siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : siren;
}

/** A SIRET as its SIREN then its establishment number (« 732 829 320 00074 »); anything else as stored. */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? `${formatSiren(siret.slice(0, 9))} ${siret.slice(9)}` : siret;
}

/** The company's public record on the directory, null for what is not a SIREN. */
export function sirenRecordUrl(siren: string): string | null {
  return /^\d{9}$/.test(siren) ? `${COMPANY_DIRECTORY}/entreprise/${siren}` : null;
}
