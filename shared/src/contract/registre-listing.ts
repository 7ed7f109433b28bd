// What a listing built from the public registers says about where it comes from, without zod: the public profile
// reads these texts and downloads no validator; artisan.ts builds the API's schema from the same lists.

/** The registers a listing's facts come from: INSEE's SIRENE directory, ADEME's list of RGE businesses. */
export const REGISTRE_SOURCES = ['SIRENE', 'RGE'] as const;
export type RegistreSource = (typeof REGISTRE_SOURCES)[number];

/** How precise a listing's position is: its address, or only its commune's centre (distances are approximate). */
export const POSITION_PRECISIONS = ['adresse', 'commune'] as const;
export type PositionPrecision = (typeof POSITION_PRECISIONS)[number];

const SOURCE_NAMES: Record<RegistreSource, string> = {
  SIRENE: 'le répertoire SIRENE (INSEE)',
  RGE: 'la liste des entreprises RGE (ADEME)',
};

/** « 27 novembre 2026 », the day in Paris of an ISO date (`YYYY-MM-DD`). */
function frenchDay(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

export const REGISTRE_LISTING_TEXTS = {
  /** « Fiche établie d'après le répertoire SIRENE (INSEE) et la liste des entreprises RGE (ADEME), mise à jour le … » */
  origin(sources: readonly RegistreSource[], updatedOn: string | null): string {
    const names = sources.map((source) => SOURCE_NAMES[source]);
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : names[0];
    return `Fiche établie d'après ${listed}${updatedOn ? `, mise à jour le ${frenchDay(updatedOn)}` : ''}.`;
  },
  unmanaged: "Cette fiche n'est pas encore gérée par l'entreprise.",
  claim: "C'est votre entreprise ?",
  /** A listing of the registers that its business took over (a claim, contract/revendication.ts). */
  managed: "Fiche gérée par l'entreprise.",
  closed: 'Cet établissement est fermé.',
  closedText:
    "D'après le répertoire SIRENE de l'INSEE, cet établissement a cessé son activité : sa fiche n'est plus publiée dans l'annuaire.",
  siret: 'SIRET',
  siren: 'SIREN',
  annuaireEntreprises: "Voir l'entreprise sur l'Annuaire des Entreprises",
  created: 'Création de l’établissement',
  workforce: 'Effectif',
  commune: 'Position approximative : centre de la commune',
  /** Cards, map and popup of a listing nobody manages: its radius is not known. */
  unknownArea: 'Zone d’intervention non renseignée',
  rgeSource: (fileDate: string) => `D'après la liste RGE de l'ADEME du ${frenchDay(fileDate)}`,
} as const;

/** The business's page on the State's Annuaire des Entreprises (annuaire-entreprises.data.gouv.fr). */
export function annuaireEntreprisesUrl(siren: string): string {
  return `https://annuaire-entreprises.data.gouv.fr/entreprise/${encodeURIComponent(siren)}`;
}
