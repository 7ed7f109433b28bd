// The column sets the artisan reads select and the mappers that turn their rows into the contract's shapes.
import { sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { PERTINENCE, type Artisan, type ArtisanCard } from '@annuaire/shared/contract/artisan';
import { URGENCE_LIMITS } from '@annuaire/shared/contract/urgence';
import type { Db } from '../../db/database';
import { parisTodaySql, toIso } from '../../db/dates';
import { artisanDetails, artisanSpecialites, artisans, notes } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// The stored folded name (schema.ts), compared bytewise: the same order on PGlite and on any server, served by
// the artisans_entreprise_nom_key_idx index.
export const nameKey = sql`${artisans.entrepriseNomKey} collate "C"`;

/**
 * The Bayesian average of the contract's PERTINENCE from the row's stored counts (« Mieux notés »; the stored
 * pertinence adds the profile and the responsiveness to it, migration 0011).
 */
export const bayesianAverageSql = sql<number>`((${PERTINENCE.priorWeight}::float8 * ${PERTINENCE.priorMean}::float8
  + ${artisans.notesStarsSum} + ${PERTINENCE.verifiedWeight - 1}::int * ${artisans.notesVerifiesStarsSum})
  / (${PERTINENCE.priorWeight}::float8 + ${artisans.notesCount}
    + ${PERTINENCE.verifiedWeight - 1}::int * ${artisans.notesVerifiesCount}))`;

// Spelled out: drizzle writes a lone table's columns unqualified, which inside a sub-query on notes or details
// would name that table's own id.
export const ARTISAN_ID = sql.raw('"artisans"."id"');

/** A json expression, parsed whichever driver returns it (object, or text on some drivers). */
export function json<T>(expression: SQL): SQL<T> {
  return sql<T>`${expression}`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as T) : (value as T),
  );
}

export type SpecialiteRef = { id: number; metier: string };

/** Whether the artisan has an RGE qualification valid today: the card's badge and the `rge=1` filter. */
export const hasValidRgeSql = sql<boolean>`(${artisans.rgePeriodes} @> ${parisTodaySql})`.mapWith(
  (value: unknown) => value === true || value === 't',
);

// Urgency and availability (contract/urgence.ts): a listing nobody manages has none, whatever its row holds, and an
// availability older than URGENCE_LIMITS.disponibiliteValiditeJours has expired (read now, without any write).
const disponibiliteValide = sql`(not ${artisans.nonGeree} and ${artisans.disponibiliteIndiqueeLe}
  > now() - ${URGENCE_LIMITS.disponibiliteValiditeJours}::integer * interval '1 day')`;
export const depannageUrgenceSql =
  sql<boolean>`(${artisans.depannageUrgence} and not ${artisans.nonGeree})`.mapWith(
    (value: unknown) => value === true || value === 't',
  );
export const disponibleSousJoursSql = sql<number | null>`(case when ${disponibiliteValide}
  then ${artisans.disponibleSousJours}::int end)`.mapWith((value: unknown) =>
  value === null ? null : Number(value),
);
export const urgenceColumns = {
  depannageUrgence: depannageUrgenceSql,
  depannageHoraires: sql<string | null>`(case when ${artisans.depannageUrgence} and not ${artisans.nonGeree}
    then ${artisans.depannageHoraires} end)`,
  disponibleSousJours: disponibleSousJoursSql,
  disponibiliteIndiqueeLe: sql<string | null>`(case when ${disponibiliteValide}
    then to_char(${artisans.disponibiliteIndiqueeLe} at time zone 'Europe/Paris', 'YYYY-MM-DD') end)`,
};

// What a card shows, from the artisan's row alone: its reviews' count and star sum, main image and trades
// ([{ id, metier }] by metier_key, then id) are kept there by the database (schema.ts, migration 0005), so that a
// page of cards reads no review, detail or trade.
export const cardColumns = {
  id: artisans.id,
  entrepriseNom: artisans.entrepriseNom,
  ville: artisans.ville,
  codePostal: artisans.codePostal,
  rayonActivite: artisans.rayonActivite,
  latitude: artisans.latitude,
  longitude: artisans.longitude,
  moyenne: sql<number>`(case when ${artisans.notesCount} = 0 then 0
    else ${artisans.notesStarsSum}::float8 / ${artisans.notesCount} end)`.mapWith(Number),
  nombreAvis: artisans.notesCount,
  imagePath: artisans.imagePrincipalePath,
  imageDescription: artisans.imagePrincipaleDescription,
  specialites: json<SpecialiteRef[]>(sql`${artisans.specialitesCard}`),
  // An RGE qualification valid today (France): the days its RGE qualifications cover, kept on the row (migration
  // 0012), against today's date read now.
  rge: hasValidRgeSql,
  positionApprochee: artisans.positionApprochee,
  nonGeree: artisans.nonGeree,
  depannageUrgence: depannageUrgenceSql,
  disponibleSousJours: disponibleSousJoursSql,
};

// An artisan with the ids of its trades, published notes and details, in one query (correlated sub-queries on
// indexes). A review waiting for moderation or refused exists for the moderation screen only: listing its id here
// would tell anyone that it exists.
export const entityColumns = {
  id: artisans.id,
  userId: artisans.userId,
  entrepriseNom: artisans.entrepriseNom,
  rue: artisans.rue,
  ville: artisans.ville,
  codePostal: artisans.codePostal,
  pays: artisans.pays,
  anneeExperience: artisans.anneeExperience,
  rayonActivite: artisans.rayonActivite,
  latitude: artisans.latitude,
  longitude: artisans.longitude,
  siret: artisans.siret,
  siren: artisans.siren,
  googlePlaceId: artisans.googlePlaceId,
  dateCreation: artisans.dateCreation,
  dateUpdate: artisans.dateUpdate,
  dateCreationEntreprise: artisans.dateCreationEntreprise,
  specialiteIds: json<number[]>(sql`coalesce((select json_agg(l.specialite_id order by l.specialite_id)
    from ${artisanSpecialites} l where l.artisan_id = ${ARTISAN_ID}), '[]'::json)`),
  noteIds: json<number[]>(sql`coalesce((select json_agg(n.id order by n.id)
    from ${notes} n where n.artisan_id = ${ARTISAN_ID} and n.statut = 'PUBLIE'), '[]'::json)`),
  detailIds: json<number[]>(sql`coalesce((select json_agg(d.id order by d.id)
    from ${artisanDetails} d where d.artisan_id = ${ARTISAN_ID}), '[]'::json)`),
  ...urgenceColumns,
};

// The row of entityColumns, as drizzle types it.
type EntityRow = SelectResultFields<typeof entityColumns>;

export function toArtisan(row: EntityRow): Artisan {
  return {
    id: row.id,
    userId: row.userId,
    entrepriseNom: row.entrepriseNom,
    adresse: { rue: row.rue, ville: row.ville, codePostal: row.codePostal, pays: row.pays },
    anneeExperience: row.anneeExperience,
    rayonActivite: row.rayonActivite,
    latitude: row.latitude,
    longitude: row.longitude,
    siret: row.siret,
    siren: row.siren,
    googlePlaceId: row.googlePlaceId,
    dateCreation: toIso(row.dateCreation),
    dateUpdate: toIso(row.dateUpdate),
    dateCreationEntreprise: row.dateCreationEntreprise,
    specialites: row.specialiteIds,
    notes: row.noteIds,
    details: row.detailIds,
    depannageUrgence: row.depannageUrgence,
    depannageHoraires: row.depannageHoraires,
    disponibleSousJours: row.disponibleSousJours,
    disponibiliteIndiqueeLe: row.disponibiliteIndiqueeLe,
  };
}

export type CardRow = {
  id: number;
  entrepriseNom: string;
  ville: string;
  codePostal: string;
  rayonActivite: number;
  latitude: number | null;
  longitude: number | null;
  moyenne: number;
  nombreAvis: number;
  imagePath: string | null;
  imageDescription: string | null;
  specialites: SpecialiteRef[];
  rge: boolean;
  positionApprochee: boolean;
  nonGeree: boolean;
  depannageUrgence: boolean;
  disponibleSousJours: number | null;
  distance?: number | null;
};

/** The main image as the contract gives it: null when the artisan has none with a file. */
export function toImage(path: string | null, description: string | null): ArtisanCard['imagePrincipale'] {
  return path ? { pathImg: path, description } : null;
}

export function toCard(row: CardRow): ArtisanCard {
  const card: ArtisanCard = {
    id: row.id,
    entrepriseNom: row.entrepriseNom,
    ville: row.ville,
    codePostal: row.codePostal,
    rayonActivite: row.rayonActivite,
    latitude: row.latitude,
    longitude: row.longitude,
    imagePrincipale: toImage(row.imagePath, row.imageDescription),
    specialites: row.specialites,
    moyenne: row.moyenne,
    nombreAvis: row.nombreAvis,
    rge: row.rge,
    positionApprochee: row.positionApprochee,
    geree: !row.nonGeree,
    depannageUrgence: row.depannageUrgence,
    disponibleSousJours: row.disponibleSousJours,
  };
  if (row.distance !== undefined) {
    const distance = row.distance === null ? null : Number(row.distance);
    card.distanceKm = distance === null ? null : Math.round(distance * 100) / 100;
    // Within the activity radius, its boundary included (the same test as the coverage filter).
    card.couvre = distance !== null && distance <= row.rayonActivite;
  }
  return card;
}
