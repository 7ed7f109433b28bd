// From INSEE's activity code (NAF rév. 2, `activitePrincipaleEtablissement`) to the directory's trades, without zod:
// the register importer reads it, and so may any page that explains where a listing's trades come from. The trade
// names are the directory's own (the seed's metiers), written exactly as the specialities are.

/** A NAF code as INSEE writes it in the SIRENE stock: two digits, a dot, two digits and a letter (`43.22A`). */
export type NafCode = string;

/**
 * The building codes that name trades of the directory. Division 43 (« Travaux de construction spécialisés ») and
 * the class 41.20 (« Construction de bâtiments ») hold the building trades; a code missing here is a building
 * activity the directory has no trade for (demolition, scaffolding, drilling…), counted apart by the importer.
 */
export const NAF_TRADES: Readonly<Record<NafCode, readonly string[]>> = {
  '41.20A': ['Maçon'], // Construction de maisons individuelles
  '41.20B': ['Maçon'], // Construction d'autres bâtiments
  '43.21A': ['Électricien'], // Travaux d'installation électrique dans tous locaux
  '43.22A': ['Plombier'], // Travaux d'installation d'eau et de gaz en tous locaux
  '43.22B': ['Chauffagiste', 'Climaticien'], // Travaux d'installation d'équipements thermiques et de climatisation
  '43.31Z': ['Plâtrier'], // Travaux de plâtrerie
  '43.32A': ['Menuisier'], // Travaux de menuiserie bois et PVC
  '43.32B': ['Serrurier'], // Travaux de menuiserie métallique et serrurerie
  '43.33Z': ['Carreleur'], // Travaux de revêtement des sols et des murs
  '43.34Z': ['Peintre', 'Vitrier'], // Travaux de peinture et vitrerie
  '43.91A': ['Charpentier'], // Travaux de charpente
  '43.91B': ['Couvreur'], // Travaux de couverture par éléments
  '43.99C': ['Maçon'], // Travaux de maçonnerie générale et gros œuvre de bâtiment
};

/** `43.22A`, `4322A` or ` 43.22a ` as INSEE writes it (`43.22A`); anything else as given, trimmed and upper. */
export function normalizeNafCode(code: string): NafCode {
  const trimmed = code.trim().toUpperCase();
  const match = /^(\d{2})\.?(\d{2})([A-Z])$/.exec(trimmed);
  return match ? `${match[1]}.${match[2]}${match[3]}` : trimmed;
}

/** Whether a code is a building trade: the class 41.20 (41.20A, 41.20B) or any code of division 43. */
export function isBuildingNafCode(code: string): boolean {
  const normalized = normalizeNafCode(code);
  return /^43\.\d{2}[A-Z]$/.test(normalized) || normalized === '41.20A' || normalized === '41.20B';
}

/** The directory's trades for a code, in the table's order; none for a code without a trade. */
export function tradesForNafCode(code: string): readonly string[] {
  return NAF_TRADES[normalizeNafCode(code)] ?? [];
}
