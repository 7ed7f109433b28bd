// From a row of INSEE's StockEtablissement (with its legal unit from StockUniteLegale, joined on siren) to a draft
// of a listing, or the reason the row is skipped. Pure functions: the command reads the files, these decide.
//
// Privacy: an establishment whose `statutDiffusionEtablissement` is `P` is partially diffusible (article A123-96 of
// the code de commerce, as amended by the decree 2022-1014): mostly a sole trader who asked that their address and
// name not be spread. Its draft carries no street, no person's name and no coordinates, and is not published until
// its owner claims it. INSEE already writes `[ND]` (non diffusible) in the fields it hides; they read as empty.
import { isBuildingNafCode, normalizeNafCode, tradesForNafCode } from '@annuaire/shared/contract/naf-trades';
import { REGISTRES_MESSAGES, type RegistresSkipReason } from '@annuaire/shared/contract/registres-messages';
import {
  SIRENE_REPETITION_INDICES,
  SIRENE_STREET_TYPES,
  SIRENE_WORKFORCE_BANDS,
} from '@annuaire/shared/contract/sirene-codes';
import type { CsvRecord, RequiredColumns } from './read-csv';
import { readableCase } from './readable-case';

/** The columns of StockEtablissement the importer cannot do without; the others may be missing in older files. */
export const ETABLISSEMENT_COLUMNS: RequiredColumns = [
  'siren',
  'siret',
  'statutDiffusionEtablissement',
  'etatAdministratifEtablissement',
  'activitePrincipaleEtablissement',
  'codeCommuneEtablissement',
];

/** The columns of StockUniteLegale the importer reads. */
export const UNITE_LEGALE_COLUMNS: RequiredColumns = ['siren', 'denominationUniteLegale', 'nomUniteLegale'];

/** What a legal unit gives its establishments: the names, kept small so that a whole département fits in memory. */
export interface LegalUnit {
  siren: string;
  /** `statutDiffusionUniteLegale`: `P` hides the person's name as its establishments' `P` does. */
  diffusion: 'O' | 'P';
  denomination: string | null;
  prenomUsuel: string | null;
  nomUsage: string | null;
  nom: string | null;
  categorieJuridique: string | null;
}

export type Diffusion = 'O' | 'P';

export interface ListingAddress {
  /** « 12 bis Rue de la Gare »; null when unknown or when the establishment is partially diffusible. */
  street: string | null;
  /** « Lieu-dit Le Bourg » and other complements; null likewise. */
  complement: string | null;
  postcode: string | null;
  /** INSEE's commune code (`19031`), the key to the communes index. */
  communeCode: string;
  /** The commune's name as INSEE writes it, in a readable case (without the accents INSEE drops). */
  commune: string | null;
  departement: string;
}

export type NameSource = 'enseigne' | 'denominationUsuelle' | 'uniteLegale' | 'personne';

export interface ListingDraft {
  siret: string;
  siren: string;
  /** The directory's trades, from the NAF code (never empty). */
  trades: readonly string[];
  nafCode: string;
  /** null when the registers give no name that may be published (a partially diffusible sole trader). */
  name: string | null;
  nameSource: NameSource | null;
  address: ListingAddress;
  /** `dateCreationEtablissement`, `YYYY-MM-DD`. */
  dateCreation: string | null;
  workforce: { code: string; label: string } | null;
  siege: boolean;
  diffusion: Diffusion;
  /** False for `P`: the listing waits for its owner's claim before it is shown. */
  published: boolean;
  /** The stock's Lambert coordinates, in the projection of the département (position.ts); null for `P`. */
  projected: { x: number; y: number } | null;
}

export type EtablissementOutcome =
  { kept: true; draft: ListingDraft } | { kept: false; reason: RegistresSkipReason; siret: string };

/** A value of the stock, trimmed, with INSEE's `[ND]` (not diffusible) and empty values as null. */
export function fieldValue(raw: string | undefined): string | null {
  const value = raw?.trim();
  return !value || value === '[ND]' ? null : value;
}

/** A field of the stock, trimmed, with INSEE's `[ND]` (not diffusible) and empty fields as null. */
export function field(record: CsvRecord, column: string): string | null {
  return fieldValue(record[column]);
}

/**
 * The columns whose values decide why most rows of the stock are skipped: about 96 % of its rows are outside
 * building or closed. The importer's prefilter reads them before a row is made into a record (read-csv.ts).
 */
export const ETABLISSEMENT_QUICK_COLUMNS = [
  'siret',
  'etatAdministratifEtablissement',
  'activitePrincipaleEtablissement',
] as const;

/**
 * The reason a row is skipped on its SIRET, state and code alone (the first checks of etablissementToDraft, in its
 * order), or null when the rest of the row decides. Values as fieldValue gives them.
 */
export function quickSkip(
  siret: string | null,
  etat: string | null,
  naf: string | null,
): Extract<RegistresSkipReason, 'sansSiret' | 'ferme' | 'horsBatiment'> | null {
  if (!siret || !/^\d{14}$/.test(siret)) return 'sansSiret';
  if (etat !== 'A') return 'ferme';
  if (!naf || !isBuildingCode(naf)) return 'horsBatiment';
  return null;
}

/**
 * The contract's isBuildingNafCode, after a look at the first two characters: in every form normalizeNafCode reads
 * (`43.22A`, `4322A`, ` 43.22a `, trimmed here), a building code begins with 41 or 43. That settles nine codes in
 * ten of the stock without a regular expression.
 */
function isBuildingCode(naf: string): boolean {
  const second = naf.charCodeAt(1);
  if (naf.charCodeAt(0) !== 0x34 || (second !== 0x31 && second !== 0x33)) return false;
  return isBuildingNafCode(normalizeNafCode(naf));
}

/** The département of an INSEE commune code: `19031` → `19`, `2A004` → `2A`, `97411` → `974`. */
export function departementOf(communeCode: string): string | null {
  const code = communeCode.trim().toUpperCase();
  if (!/^(\d{5}|2[AB]\d{3})$/.test(code)) return null;
  return code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
}

const DEPARTEMENT = /^(0[1-9]|1\d|2[1-9AB]|[3-8]\d|9[0-5]|97[1-6])$/;

/** The operator's `--departements` list (`19,24,2a,971`) as codes, or the first code that is not a département. */
export function parseDepartements(
  list: string,
): { ok: true; codes: Set<string> } | { ok: false; message: string } {
  const codes = new Set<string>();
  for (const raw of list.split(',')) {
    const code = raw.trim().toUpperCase();
    if (!code) continue;
    if (!DEPARTEMENT.test(code))
      return { ok: false, message: REGISTRES_MESSAGES.departementInvalid(raw.trim()) };
    codes.add(code);
  }
  if (codes.size === 0) return { ok: false, message: REGISTRES_MESSAGES.departementsEmpty };
  return { ok: true, codes };
}

/** A legal unit from a row of StockUniteLegale. */
export function legalUnitFromRecord(record: CsvRecord): LegalUnit {
  return {
    siren: field(record, 'siren') ?? '',
    diffusion: field(record, 'statutDiffusionUniteLegale') === 'P' ? 'P' : 'O',
    denomination: field(record, 'denominationUniteLegale'),
    prenomUsuel: field(record, 'prenomUsuelUniteLegale') ?? field(record, 'prenom1UniteLegale'),
    nomUsage: field(record, 'nomUsageUniteLegale'),
    nom: field(record, 'nomUniteLegale'),
    categorieJuridique: field(record, 'categorieJuridiqueUniteLegale'),
  };
}

/**
 * The listing's name: `enseigne1Etablissement`, else `denominationUsuelleEtablissement`, else the legal unit's
 * `denominationUniteLegale`, else for a sole trader the first name with the used or birth surname; never a person's
 * name when the establishment or its legal unit is partially diffusible.
 */
export function listingName(
  record: CsvRecord,
  legalUnit: LegalUnit | undefined,
  diffusion: Diffusion,
): { name: string; source: NameSource } | null {
  const enseigne = field(record, 'enseigne1Etablissement');
  if (enseigne) return { name: readableCase(enseigne), source: 'enseigne' };
  const usuelle = field(record, 'denominationUsuelleEtablissement');
  if (usuelle) return { name: readableCase(usuelle), source: 'denominationUsuelle' };
  if (!legalUnit) return null;
  if (legalUnit.denomination) return { name: readableCase(legalUnit.denomination), source: 'uniteLegale' };
  if (diffusion === 'P' || legalUnit.diffusion === 'P') return null;
  const surname = legalUnit.nomUsage ?? legalUnit.nom;
  if (!surname) return null;
  const person = [legalUnit.prenomUsuel, surname].filter(Boolean).join(' ');
  return { name: readableCase(person), source: 'personne' };
}

/** The street line: number, repetition index, street type and name (« 12 bis Avenue de Paris »). */
export function streetLine(record: CsvRecord): string | null {
  const libelle = field(record, 'libelleVoieEtablissement');
  const typeCode = field(record, 'typeVoieEtablissement')?.toUpperCase() ?? null;
  const number = field(record, 'numeroVoieEtablissement')?.replace(/^0+(?=\d)/, '') ?? null;
  const indexCode = field(record, 'indiceRepetitionEtablissement')?.toUpperCase() ?? null;
  if (!libelle && !typeCode) return null;
  const type = typeCode ? (SIRENE_STREET_TYPES[typeCode] ?? readableCase(typeCode)) : null;
  const index = indexCode ? (SIRENE_REPETITION_INDICES[indexCode] ?? indexCode.toLowerCase()) : null;
  const parts = [
    number ? [number, index].filter(Boolean).join(' ') : null,
    type,
    libelle && readableCase(libelle, { inside: !!type }),
  ];
  return parts.filter(Boolean).join(' ') || null;
}

function workforce(record: CsvRecord): ListingDraft['workforce'] {
  const code = field(record, 'trancheEffectifsEtablissement');
  const label = code ? SIRENE_WORKFORCE_BANDS[code] : undefined;
  return code && label ? { code, label } : null;
}

function coordinate(value: string | null): number | null {
  if (!value) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export interface EtablissementOptions {
  /** The départements chosen with `--departements`; all when absent. */
  departements?: ReadonlySet<string>;
}

/** Whether a row of the stock becomes a listing, and its draft. */
export function etablissementToDraft(
  record: CsvRecord,
  legalUnit: LegalUnit | undefined,
  options: EtablissementOptions = {},
): EtablissementOutcome {
  const siret = field(record, 'siret') ?? '';
  const nafCode = normalizeNafCode(field(record, 'activitePrincipaleEtablissement') ?? '');
  const skip = quickSkip(siret, field(record, 'etatAdministratifEtablissement'), nafCode);
  if (skip) return { kept: false, reason: skip, siret };
  const trades = tradesForNafCode(nafCode);
  if (trades.length === 0) return { kept: false, reason: 'sansMetier', siret };
  const communeCode = field(record, 'codeCommuneEtablissement')?.toUpperCase() ?? '';
  const departement = departementOf(communeCode);
  if (!departement) return { kept: false, reason: 'sansCommune', siret };
  if (options.departements && !options.departements.has(departement)) {
    return { kept: false, reason: 'horsDepartements', siret };
  }

  const diffusion: Diffusion = field(record, 'statutDiffusionEtablissement') === 'P' ? 'P' : 'O';
  const partial = diffusion === 'P';
  const named = listingName(record, legalUnit, diffusion);
  const complement = field(record, 'complementAdresseEtablissement');
  const commune = field(record, 'libelleCommuneEtablissement');
  const x = coordinate(field(record, 'coordonneeLambertAbscisseEtablissement'));
  const y = coordinate(field(record, 'coordonneeLambertOrdonneeEtablissement'));
  return {
    kept: true,
    draft: {
      siret,
      siren: field(record, 'siren') ?? siret.slice(0, 9),
      trades,
      nafCode,
      name: named?.name ?? null,
      nameSource: named?.source ?? null,
      address: {
        street: partial ? null : streetLine(record),
        complement: partial || !complement ? null : readableCase(complement),
        postcode: field(record, 'codePostalEtablissement'),
        communeCode,
        commune: commune ? readableCase(commune) : null,
        departement,
      },
      dateCreation: field(record, 'dateCreationEtablissement'),
      workforce: workforce(record),
      siege: field(record, 'etablissementSiege') === 'true',
      diffusion,
      published: !partial,
      projected: !partial && x !== null && y !== null ? { x, y } : null,
    },
  };
}
