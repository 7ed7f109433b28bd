// The database schema (SPEC section 3), the single source for drizzle-kit's migrations in api/drizzle/.
// Used by the repositories only; enum-like columns are text with CHECK constraints so that adding a value is a
// plain migration.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DETAIL_TYPES } from '@annuaire/shared/contract/artisan-detail';
import { REFUS_MOTIFS } from '@annuaire/shared/contract/avis';
import { NOTE_SOURCES, NOTE_STATUTS } from '@annuaire/shared/contract/note';
import { REGISTRE_IMPORT_STATUTS } from '@annuaire/shared/contract/registres-messages';
import { RETRAIT_RESULTATS, RETRAIT_STATUTS } from '@annuaire/shared/contract/retrait';
import {
  REVENDICATION_DOCUMENT_FORMATS,
  REVENDICATION_DOCUMENTS,
  REVENDICATION_EVENEMENTS,
  REVENDICATION_PREUVES,
  REVENDICATION_ROLES,
  REVENDICATION_STATUTS,
} from '@annuaire/shared/contract/revendication';
import { ALERTE_MODES } from '@annuaire/shared/contract/demande-alertes';
import { nameKeySql } from '../text/fold';

export const ROLES = ['ROLE_ADMIN', 'ROLE_ARTISAN', 'ROLE_PARTICULIER'] as const;
export const PERSONNAL_DATA_TO_SHOW = ['ALL', 'TEL', 'MAIL', 'NOTHING'] as const;
/**
 * CONTACT and JOIN go to CONTACT_EMAIL; DEMANDE is a visitor's request mailed to its artisan, and
 * DEMANDE_COPIE its copy mailed to the visitor (what was sent, to whom, what happens next), DEMANDE_RETIREE the notice
 * to an artisan that the visitor withdrew their request (« Retirer ma demande »), DEMANDE_RELANCE the one follow-up
 * mailed to the visitor a week later (« Avez-vous trouvé un artisan ? »); INVITATION
 * (issue 20) an artisan's invitation to review, mailed to the customer; AVIS_REFUSE the ground of a refused review,
 * mailed to its author; RETRAIT a request to withdraw a listing (RGPD, article 21), mailed to CONTACT_EMAIL, and
 * RETRAIT_REPONSE its acceptance or refusal, mailed to the requester; RECAPITULATIF an artisan's daily digest of new
 * requests (payload: the artisan and the requests it lists, read when it is sent).
 */
export const MESSAGE_KINDS = [
  'CONTACT',
  'JOIN',
  'DEMANDE',
  'DEMANDE_COPIE',
  'DEMANDE_RETIREE',
  'DEMANDE_RELANCE',
  'INVITATION',
  'AVIS_REFUSE',
  'RETRAIT',
  'RETRAIT_REPONSE',
  'RECAPITULATIF',
] as const;
export const MESSAGE_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

/** `col IN ('A', 'B')` for a CHECK constraint; the values are our own constants, never user input. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);
}

// PostgreSQL's ordering depends on each server's collation; stripping French accents, lower-casing and sorting
// bytewise (collate "C") gives the same order on PGlite and on any server ("Électricité" sorts under E). The
// accents are those of text/fold.ts, whose foldText folds the same way in JavaScript; plain letters only: they are
// written as SQL literals below.

/**
 * Every word of three letters or more (not only digits) that a company name has held: the dictionary a search
 * corrects its words from (trigram similarity, the GiST index's nearest first) before it reads the names' full-text
 * index, as pg_trgm's documentation advises. Kept by the database (triggers of migration 0033, whoever writes);
 * words of names since changed or removed stay, and then simply find nothing.
 */
export const nomMots = pgTable('nom_mots', { mot: text('mot').primaryKey() }, (table) => [
  index('nom_mots_mot_trgm_idx').using('gist', sql`${table.mot} gist_trgm_ops`),
  // Bytewise, so that a word being typed finds the words it opens (LIKE 'plomb%') on any server's collation.
  index('nom_mots_mot_prefix_idx').on(sql`${table.mot} collate "C"`),
]);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased by the repositories, so the unique constraint is case-insensitive in practice.
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    // Null until the owner of an account created without a password chooses one from its activation link
    // (accountActivations below): such an account cannot log in.
    passwordHash: text('password_hash'),
    telephone: text('telephone'),
    role: text('role', { enum: ROLES }).notNull(),
    personnalDataToShow: text('personnal_data_to_show', { enum: PERSONNAL_DATA_TO_SHOW }),
    // Carried in every session token and compared on each authenticated request: raising it ends every session
    // of the account (logout, password change or reset, role change).
    sessionVersion: integer('session_version').notNull().default(0),
    // True while no artisan belongs to the account: the artisan form's owner choices. Kept by the triggers of
    // migration 0042 on the artisans, whoever links or unlinks one; never written by the code.
    libre: boolean('libre').notNull().default(true),
  },
  (table) => [
    check('users_role_check', oneOf('role', ROLES)),
    check('users_personnal_data_to_show_check', oneOf('personnal_data_to_show', PERSONNAL_DATA_TO_SHOW)),
    // The free accounts of a role in the owner choices' order: their first page without reading the owned ones.
    index('users_libre_role_username_id_idx')
      .on(table.role, table.username, table.id)
      .where(sql`${table.libre}`),
    // The back office's search of accounts (« contains », case ignored: the e-mail is stored lower-cased).
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_username_lower_trgm_idx').using('gin', sql`lower(${table.username}) gin_trgm_ops`),
  ],
);

// How many rows the accounts and the particuliers hold, so that the back office's lists read their total here when no
// search narrows them: counting a million accounts takes about 200 ms at each request. One row per account role
// (`users:ROLE_ADMIN`…), one per role for the free accounts (`libres:ROLE_ARTISAN`, migration 0042) and one
// `particuliers`, kept by the statement triggers of migration 0040 (row_counts_of), whoever writes; a key that
// empties keeps its row at 0.
export const rowCounts = pgTable('row_counts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * An account's activation links: mailed when an administrator creates an account without a password, and again on
 * « Renvoyer l’e-mail d’activation », which ends the previous links (their expires_at is brought to that moment).
 * The token is `<id>.<HMAC of id and nonce>` (auth/activation-token.ts): the database holds the nonce, never the
 * token. A link works once (used_at) and while the account still has no password.
 */
export const accountActivations = pgTable(
  'account_activations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [index('account_activations_user_idx').on(table.userId)],
);

/** A set of day ranges (PostgreSQL 14+, PGlite included), read and written as its text form. */
const dateMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'datemultirange',
});

/** A geometric box (two corners), written and read as its text form; only the database computes it. */
const geometricBox = customType<{ data: string; driverData: string }>({
  dataType: () => 'box',
});

/** A geometric point, written and read as its text form « (x,y) »; only the database computes it. */
const geometricPoint = customType<{ data: string; driverData: string }>({
  dataType: () => 'point',
});

export const specialites = pgTable('specialites', {
  id: serial('id').primaryKey(),
  metier: text('metier').notNull(),
  // Lower-cased, accent-stripped metier: uniqueness and French-friendly sorting without ICU collations.
  metierKey: text('metier_key').notNull().unique(),
  pathImg: text('path_img'),
});

/**
 * A town's search key: the name key's folding (nameKeySql), hyphens and apostrophes as spaces.
 * Immutable, so that an index serves it; repositories/recherche compares the same text.
 */
export const VILLE_KEY_SQL = `translate(${nameKeySql('"ville"')}, '-''’', '   ')`;

export const artisans = pgTable(
  'artisans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    entrepriseNom: text('entreprise_nom').notNull(),
    rue: text('rue').notNull().default(''),
    ville: text('ville').notNull().default(''),
    codePostal: text('code_postal').notNull().default(''),
    pays: text('pays').notNull().default('France'),
    anneeExperience: integer('annee_experience'),
    rayonActivite: integer('rayon_activite').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    siret: text('siret').notNull(),
    siren: text('siren').notNull(),
    googlePlaceId: text('google_place_id'),
    dateCreation: timestamp('date_creation', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    dateUpdate: timestamp('date_update', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    dateCreationEntreprise: date('date_creation_entreprise', { mode: 'string' }),
    // The sort key of company names, computed by the database on every insert and update (whoever writes):
    // pages sort on it and on the index below instead of folding every name of a trade at each request.
    entrepriseNomKey: text('entreprise_nom_key')
      .notNull()
      .generatedAlwaysAs(sql.raw(nameKeySql('entreprise_nom'))),
    // What an artisan card shows besides the artisan's own columns, kept by the database (triggers of migration
    // 0005 on notes, artisan_details, artisan_specialites and specialites, whoever writes): a page of cards reads
    // its artisans' rows, not each card's reviews, details and trades.
    // The number of published reviews and the sum of their stars (the average is their quotient); reviews
    // waiting for moderation or refused are not counted (migration 0009).
    notesCount: integer('notes_count').notNull().default(0),
    notesStarsSum: integer('notes_stars_sum').notNull().default(0),
    // The last change a visitor can see of its published reviews: the latest publication or reply (null without
    // any), kept by migration 0034's triggers on notes: the sitemap dates a listing without reading its reviews.
    avisModifieLe: timestamp('avis_modifie_le', { withTimezone: true, mode: 'string' }),
    // The first IMG_PRINCIPALE detail with an image (smallest id), as the public profile picks it.
    imagePrincipalePath: text('image_principale_path'),
    imagePrincipaleDescription: text('image_principale_description'),
    // The artisan's trades as [{ id, metier }], by metier_key then id.
    specialitesCard: json('specialites_card')
      .notNull()
      .default(sql`'[]'::json`),
    // The artisan's responsiveness (issue 19), recomputed by the demande repository in the transaction of every
    // request created, handled or deleted, and by the daily retention sweep (an unhandled request's age grows):
    // the number of requests kept, and the median of their time to being marked handled (an unhandled one counts
    // with its age), in minutes, null without any. The public profile reads its badge from them.
    demandesCount: integer('demandes_count').notNull().default(0),
    delaiMedianMinutes: integer('delai_median_minutes'),
    // How many distinct senders (e-mails, case ignored) those requests came from: the badge needs a few
    // (DEMANDE_LIMITS.fastReplyMinSenders), so that one person's requests never earn it. Requests the artisan
    // sent itself count in none of the three figures (migration 0014).
    demandesExpediteurs: integer('demandes_expediteurs').notNull().default(0),
    // Pertinence (issue 21, contract PERTINENCE), kept by the database (migration 0011): the published verified
    // reviews' count and stars (notes trigger), how many of main image, description and qualification the profile
    // has (artisan_details trigger), and the score itself, computed by a BEFORE trigger from the row's columns at
    // every write; the trades' orders (specialite_orders) follow it.
    notesVerifiesCount: integer('notes_verifies_count').notNull().default(0),
    notesVerifiesStarsSum: integer('notes_verifies_stars_sum').notNull().default(0),
    profilParts: integer('profil_parts').notNull().default(0),
    pertinence: doublePrecision('pertinence').notNull().default(3.5),
    // The days covered by the artisan's RGE qualifications (issue 21): the union of their validities, kept by the
    // database (artisan_details trigger of migration 0012). « Valid today » is `rge_periodes @> today`, read at
    // each request: the badge and the `rge=1` filter follow the calendar without any write.
    rgePeriodes: dateMultirange('rge_periodes')
      .notNull()
      .default(sql`'{}'::datemultirange`),
    // A listing the registers' import published (registre_etablissements.artisan_id points to it) and that no
    // business manages yet: nobody answers its requests, so it ranks after managed listings of equal pertinence
    // (contract PERTINENCE.unmanagedLast) and its page says so. Claiming it clears this.
    nonGeree: boolean('non_geree').notNull().default(false),
    // When the business of a listing nobody manages chose « Ne plus recevoir de demandes » (the link of the mail a
    // request brought it): no request reaches it any more and its page says so; null while it accepts them
    // (contract/fiche-non-geree.ts). A managed listing's account chooses its alerts instead: this no longer applies.
    refusDemandesLe: timestamp('refus_demandes_le', { withTimezone: true, mode: 'string' }),
    // When the registers said the establishment closed (SIRENE's `F`, or gone from a stock covering its
    // département): the listing leaves the trade pages, the map, the lists and the sitemap, and its page answers
    // 410. Nothing is deleted: a business that reopens comes back as it was.
    fermeeLe: timestamp('fermee_le', { withTimezone: true, mode: 'string' }),
    // The position is only the commune's centre (the registers' files gave none for the establishment): cards and
    // the map say the distance is approximate. Written by the registers' publication; any other change of the
    // position clears it (repositories/artisan/writes.ts).
    positionApprochee: boolean('position_approchee').notNull().default(false),
    // Urgency and availability, set by the artisan (contract/urgence.ts): « Dépannage en urgence » with its hours,
    // and « Disponible sous N jours » with the moment it was given (it expires after
    // URGENCE_LIMITS.disponibiliteValiditeJours, read at each request). Register listings nobody manages have none.
    depannageUrgence: boolean('depannage_urgence').notNull().default(false),
    depannageHoraires: text('depannage_horaires'),
    disponibleSousJours: smallint('disponible_sous_jours'),
    disponibiliteIndiqueeLe: timestamp('disponibilite_indiquee_le', { withTimezone: true, mode: 'string' }),
    // How the artisan is told of new requests (contract/demande-alertes.ts): each one mailed as it arrives, or a
    // daily digest; and the Paris day (« 2026-11-28 ») of the last digest sent, so that none goes twice in a day.
    alertesDemandes: text('alertes_demandes', { enum: ALERTE_MODES }).notNull().default('CHAQUE'),
    recapitulatifJour: text('recapitulatif_jour'),
  },
  (table) => [
    check('artisans_alertes_demandes_check', oneOf('alertes_demandes', ALERTE_MODES)),
    check('artisans_rayon_activite_check', sql`${table.rayonActivite} >= 0`),
    check('artisans_annee_experience_check', sql`${table.anneeExperience} >= 0`),
    check('artisans_disponible_sous_jours_check', sql`${table.disponibleSousJours} between 1 and 90`),
    check('artisans_depannage_horaires_check', sql`char_length(${table.depannageHoraires}) <= 80`),
    index('artisans_ville_idx').on(table.ville),
    // The open listings by folded name (bytewise), then id: the back office's list and the full lists read it in
    // order, and a page deep in a million listings is an index-only walk to its offset, not a sort of them all
    // (partial since migration 0036: every list leaves closed listings out).
    index('artisans_entreprise_nom_key_idx')
      .on(sql`${table.entrepriseNomKey} collate "C"`, table.id)
      .where(sql`${table.fermeeLe} is null`),
    // The back office's « contains » search on the folded name (LIKE '%x%', from 3 characters).
    index('artisans_entreprise_nom_key_trgm_idx').using('gin', sql`${table.entrepriseNomKey} gin_trgm_ops`),
    // Search (repositories/recherche): the words of the folded name of open listings (full text, 'simple': no
    // language's stemming, prefixes allowed), typing errors corrected through nom_mots below; towns matched on
    // their folded key (hyphens and apostrophes as spaces, RECHERCHE_VILLE_KEY), SIRET and SIREN exact.
    index('artisans_entreprise_nom_words_idx')
      .using('gin', sql`to_tsvector('simple', ${table.entrepriseNomKey})`)
      .where(sql`${table.fermeeLe} is null`),
    // Bytewise ("C"), so that it serves the prefix of a town's first words (« brive » for Brive-la-Gaillarde).
    index('artisans_ville_key_idx').on(sql.raw(`(${VILLE_KEY_SQL}) collate "C"`)),
    index('artisans_siret_idx').on(table.siret),
    index('artisans_siren_idx').on(table.siren),
    // Nearest-first pages look in a box around the origin first (artisan repository).
    index('artisans_position_idx').using('gist', sql`point(${table.longitude}, ${table.latitude})`),
    // The sitemap's file of an open listing (its département, routes/sitemap.ts): each file reads its own entries
    // in id order from this index, never the whole directory.
    index('artisans_sitemap_area_idx')
      .on(sitemapAreaOf(table.codePostal), table.id)
      .where(sql`${table.fermeeLe} is null`),
  ],
);

/**
 * The sitemap's file an artisan's page goes in: the département of its code postal (three digits overseas, 97x and
 * 98x), « autres » without a usable one. Both the index above and the sitemap's reads use this very expression.
 */
export function sitemapAreaOf(codePostal: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`(case when ${codePostal} ~ '^9[78][0-9]' then left(${codePostal}, 3) when ${codePostal} ~ '^[0-9]{2}' then left(${codePostal}, 2) else 'autres' end)`;
}

export const artisanSpecialites = pgTable(
  'artisan_specialites',
  {
    artisanId: integer('artisan_id')
      .notNull()
      .references(() => artisans.id, { onDelete: 'cascade' }),
    // RESTRICT, not cascade: a trade still used by artisans must not vanish (SPEC 8 "specialiteInUse").
    specialiteId: integer('specialite_id')
      .notNull()
      .references(() => specialites.id, { onDelete: 'restrict' }),
    // A copy of the artisan's entrepriseNomKey, kept by the database (triggers of migration 0004, whoever
    // writes): the trade pages pick their rows in the index below, without reading every artisan of the trade.
    // The default is never stored: the trigger sets the key on every insert.
    entrepriseNomKey: text('entreprise_nom_key').notNull().default(''),
    // The artisan's position, point(longitude, latitude), and the box of longitudes and latitudes holding every
    // point its activity radius reaches (artisan_zone, migration 0035), copied here by the database as the name key
    // is: a trade's artisans near a point, or covering it, are then one walk of the indexes below over that trade's
    // links only, not over every artisan of the area. Null without a position.
    position: geometricPoint('position'),
    zone: geometricBox('zone'),
  },
  (table) => [
    primaryKey({ columns: [table.artisanId, table.specialiteId] }),
    // A trade's artisans by name (bytewise, as artisans_entreprise_nom_key_idx), then id: a page by name is the
    // index read from its offset; it also serves "artisans of a trade" and their count. The primary key serves
    // "trades of an artisan".
    index('artisan_specialites_specialite_name_idx').on(
      table.specialiteId,
      sql`${table.entrepriseNomKey} collate "C"`,
      table.artisanId,
    ),
    // The trade, then the position or the zone (btree_gist): nearest first and « Intervient chez moi ».
    index('artisan_specialites_position_idx').using('gist', table.specialiteId, table.position),
    index('artisan_specialites_zone_idx').using('gist', table.specialiteId, table.zone),
  ],
);

// Each trade's artisans in the order of its pages (folded name bytewise, then id), kept by the database (triggers of
// migration 0006 on artisan_specialites and specialites, whoever writes): a page by name is a slice of this array,
// wherever it lies in the trade, instead of an index walk over every link before its offset.
export const specialiteOrders = pgTable('specialite_orders', {
  specialiteId: integer('specialite_id')
    .primaryKey()
    .references(() => specialites.id, { onDelete: 'cascade' }),
  artisanIds: integer('artisan_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
});

/**
 * How many listing ids a sitemap slice spans (sitemap_slices below): a file of the sitemap is a run of its area's
 * slices, so a change moves no listing from one file to another. The triggers of migration 0037 divide by it too.
 */
export const SITEMAP_SLICE_IDS = 4096;

// The sitemap's index without reading the directory (routes/sitemap.ts): per area (sitemapAreaOf) and slice of
// SITEMAP_SLICE_IDS ids, how many open listings it holds and when it last changed for a visitor (an entry's change,
// an arrival or a departure), kept by the triggers of migration 0037 on artisans, whoever writes. A slice that
// emptied keeps its row (count 0), so that its last departure still dates the file it falls in. The back office's
// unfiltered list of artisans reads its total here too: the sum of the counts is the open listings'.
export const sitemapSlices = pgTable(
  'sitemap_slices',
  {
    area: text('area').notNull(),
    slice: integer('slice').notNull(),
    count: integer('count').notNull().default(0),
    lastmod: timestamp('lastmod', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.area, table.slice] })],
);

// When each trade's page last changed for a visitor: one of its open artisans' cards changed, arrived or left
// (pages.xml's lastmod of the trade), kept by the triggers of migration 0037 on artisans and artisan_specialites.
export const sitemapTrades = pgTable('sitemap_trades', {
  specialiteId: integer('specialite_id')
    .primaryKey()
    .references(() => specialites.id, { onDelete: 'cascade' }),
  lastmod: timestamp('lastmod', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Each word of each open listing's name (the lexemes of the names' full-text index), and each pair of two of its
 * words (the two in bytewise order joined by a space: « martin plomberie »), with what ranks a search of one or two
 * words: the name's trigram count (for a name holding the words, the fewer, the more similar to them: pg_trgm's
 * similarity), managed listings first, then pertinence. A search of one or two common words reads its best listings
 * in this index's order, however many names hold them, where the full-text index could only give them all,
 * unordered. Kept by the database (triggers of migrations 0038 and 0039, whoever writes); a deleted artisan's rows go
 * with it.
 */
export const nomMotFiches = pgTable(
  'nom_mot_fiches',
  {
    mot: text('mot').notNull(),
    trigrammes: smallint('trigrammes').notNull(),
    nonGeree: boolean('non_geree').notNull(),
    pertinence: doublePrecision('pertinence').notNull(),
    artisanId: integer('artisan_id')
      .notNull()
      .references(() => artisans.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('nom_mot_fiches_rang_idx').on(
      sql`${table.mot} collate "C"`,
      table.trigrammes,
      table.nonGeree,
      sql`${table.pertinence} desc`,
      table.artisanId,
    ),
    index('nom_mot_fiches_artisan_idx').on(table.artisanId),
  ],
);

export const artisanDetails = pgTable(
  'artisan_details',
  {
    id: serial('id').primaryKey(),
    artisanId: integer('artisan_id')
      .notNull()
      .references(() => artisans.id, { onDelete: 'cascade' }),
    type: text('type', { enum: DETAIL_TYPES }).notNull(),
    description: text('description'),
    pathImg: text('path_img'),
    // A qualification (NORME) or an insurance (ASSURANCE), issue 21: the body or insurer, the number, the
    // validity (both days included) and the RGE mention. Null on the other types and on a certificate's picture
    // alone; the API checks them (contract/qualification.ts), the constraints below keep them coherent.
    organisme: text('organisme'),
    numero: text('numero'),
    dateDebut: date('date_debut', { mode: 'string' }),
    dateFin: date('date_fin', { mode: 'string' }),
    rge: boolean('rge').notNull().default(false),
    // When an administrator checked this qualification or insurance (back office's « Vérifiée »; later the
    // registers' import); null while it is only declared by the artisan. Only a checked RGE qualification gives the
    // RGE badge (rge_periodes, migration 0014), and any change to its body, number, validity or mention clears the
    // check (trigger of migration 0014, whoever writes): a check never outlives what was checked.
    verifieeLe: timestamp('verifiee_le', { withTimezone: true, mode: 'string' }),
    // The ADEME row this qualification was published from (the registers' import writes it, with verifiee_le set
    // to the list's date): it follows the list at each import, and the profile says where it comes from. Null for
    // a qualification the artisan declared.
    registreQualificationId: integer('registre_qualification_id')
      .unique('artisan_details_registre_qualification_unique')
      .references((): AnyPgColumn => registreQualifications.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('artisan_details_type_check', oneOf('type', DETAIL_TYPES)),
    check(
      'artisan_details_validite_check',
      sql`(${table.dateDebut} is null) = (${table.dateFin} is null) and (${table.dateFin} is null or ${table.dateFin} >= ${table.dateDebut})`,
    ),
    check(
      'artisan_details_qualification_check',
      sql`${table.type} in ('NORME', 'ASSURANCE') or (${table.organisme} is null and ${table.numero} is null and ${table.dateDebut} is null)`,
    ),
    check(
      'artisan_details_rge_check',
      sql`not ${table.rge} or (${table.type} = 'NORME' and ${table.dateDebut} is not null)`,
    ),
    index('artisan_details_artisan_type_idx').on(table.artisanId, table.type),
  ],
);

/** « nom prénom » folded as foldText's name key (nameKeySql): the back office's particulier search. */
export const PARTICULIER_NAME_KEY_SQL = nameKeySql(`"nom" || ' ' || "prenom"`);

export const particuliers = pgTable(
  'particuliers',
  {
    id: serial('id').primaryKey(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
  },
  (table) => [
    index('particuliers_name_key_trgm_idx').using(
      'gin',
      sql.raw(`(${PARTICULIER_NAME_KEY_SQL}) gin_trgm_ops`),
    ),
    // The back office's pages in the list's order, read from the index rather than sorting every row.
    index('particuliers_nom_prenom_id_idx').on(table.nom, table.prenom, table.id),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    particulierId: integer('particulier_id').references(() => particuliers.id, { onDelete: 'restrict' }),
    artisanId: integer('artisan_id')
      .notNull()
      .references(() => artisans.id, { onDelete: 'cascade' }),
    commentaire: text('commentaire'),
    nombreEtoiles: integer('nombre_etoiles').notNull(),
    dateCreation: timestamp('date_creation', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // What French law asks next to each review (issue 20, Code de la consommation D111-17): only PUBLIE reviews
    // are shown and counted (the artisan's stored counts, migration 0009's trigger); where it comes from; the
    // month of the service it describes (YYYY-MM); the displayed name (first name and initial, written when the
    // review is entered: it stays as published); when it was published.
    statut: text('statut', { enum: NOTE_STATUTS }).notNull().default('PUBLIE'),
    source: text('source', { enum: NOTE_SOURCES }).notNull().default('ADMINISTRATION'),
    dateExperience: text('date_experience').notNull(),
    auteur: text('auteur').notNull(),
    datePublication: timestamp('date_publication', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    // Verified reviews (issue 20, contract/avis.ts): the invitation a review was posted through (its author's
    // e-mail, for the moderation's mail; unique: a link works once), the ground of a refusal, the artisan's reply
    // (the date it was first published: it can be changed for 24 hours) and the artisan's pending report.
    invitationId: integer('invitation_id')
      .unique('notes_invitation_unique')
      .references((): AnyPgColumn => invitations.id, { onDelete: 'set null' }),
    motifRefus: text('motif_refus', { enum: REFUS_MOTIFS }),
    reponseTexte: text('reponse_texte'),
    reponseDate: timestamp('reponse_date', { withTimezone: true, mode: 'string' }),
    signalementMotif: text('signalement_motif'),
    signalementDate: timestamp('signalement_date', { withTimezone: true, mode: 'string' }),
  },
  (table) => [
    check('notes_nombre_etoiles_check', sql`${table.nombreEtoiles} BETWEEN 1 AND 5`),
    check('notes_statut_check', oneOf('statut', NOTE_STATUTS)),
    check('notes_source_check', oneOf('source', NOTE_SOURCES)),
    check('notes_date_experience_check', sql`${table.dateExperience} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    // A ground belongs to a refused review only (the API always gives one when it refuses).
    check('notes_motif_refus_check', sql`${table.motifRefus} IS NULL OR ${table.statut} = 'REFUSE'`),
    check('notes_motif_refus_values_check', oneOf('motif_refus', REFUS_MOTIFS)),
    check('notes_reponse_check', sql`(${table.reponseTexte} IS NULL) = (${table.reponseDate} IS NULL)`),
    check(
      'notes_signalement_check',
      sql`(${table.signalementMotif} IS NULL) = (${table.signalementDate} IS NULL)`,
    ),
    index('notes_artisan_idx').on(table.artisanId),
    index('notes_particulier_idx').on(table.particulierId),
    // The moderation screen: reviews waiting, oldest first; reviews reported.
    index('notes_en_attente_idx')
      .on(table.dateCreation)
      .where(sql`${table.statut} = 'EN_ATTENTE'`),
    index('notes_signalees_idx')
      .on(table.signalementDate)
      .where(sql`${table.signalementDate} IS NOT NULL`),
  ],
);

/**
 * Invitations to review an artisan (issue 20): sent by the artisan to a customer's e-mail (or to the sender of one of
 * their requests), mailed through the outbox (an INVITATION message). The link's token is `<id>.<HMAC of id and
 * nonce>` (auth/invitation-token.ts): the database alone cannot forge one, and the outbox can rebuild the link when
 * it retries. It works once (a note then references it) and until `expires_at`.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    artisanId: integer('artisan_id')
      .notNull()
      .references(() => artisans.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    demandeId: integer('demande_id').references(() => demandes.id, { onDelete: 'set null' }),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    // Asked by the customer from the artisan's page (« Laisser un avis », contract/avis.ts) rather than sent by the
    // artisan: not in the artisan's list nor daily count, and its review is labelled NON_SOLLICITE. The month of
    // the work the customer gave then prefills the review form.
    nonSollicite: boolean('non_sollicite').notNull().default(false),
    dateExperience: text('date_experience'),
  },
  (table) => [
    // The artisan's list, newest first, and the daily count.
    index('invitations_artisan_created_idx').on(table.artisanId, table.createdAt.desc()),
    index('invitations_demande_idx').on(table.demandeId),
  ],
);

/**
 * The visitor's private record of one request (« Ma demande »): the link mailed in their copy names it. Its token is
 * `<id>.<HMAC of id and nonce>` (auth/demande-suivi-token.ts): the database holds the nonce, never the token, so that
 * reading it gives no working link. It expires with the requests' retention; the retention sweep deletes it once
 * its requests are gone.
 */
export const demandeSuivis = pgTable('demande_suivis', {
  id: serial('id').primaryKey(),
  nonce: text('nonce').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  /** When its one follow-up (« Avez-vous trouvé un artisan ? ») was stored to be mailed; null while it was not. */
  relanceAt: timestamp('relance_at', { withTimezone: true, mode: 'string' }),
});

/**
 * Requests relayed to artisans (issue 19): one row per artisan a visitor wrote to, mailed through the outbox below
 * (a DEMANDE message each), read and marked handled by its artisan, deleted 12 months after it was sent.
 */
export const demandes = pgTable(
  'demandes',
  {
    id: serial('id').primaryKey(),
    artisanId: integer('artisan_id')
      .notNull()
      .references(() => artisans.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone'),
    codePostal: text('code_postal').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    traitee: boolean('traitee').notNull().default(false),
    traiteeAt: timestamp('traitee_at', { withTimezone: true, mode: 'string' }),
    // Sent by the artisan itself (signed in as its account, or from its account's e-mail): relayed like any other,
    // never counted in its responsiveness figures (« Répond rapidement » is not self-awarded).
    envoyeeParArtisan: boolean('envoyee_par_artisan').notNull().default(false),
    // The visitor's record of the request these rows came from (one per request, whatever its artisans).
    suiviId: integer('suivi_id').references((): AnyPgColumn => demandeSuivis.id, { onDelete: 'set null' }),
    // Stored while its artisan chose the daily digest: no DEMANDE message was stored, the next digest lists it and
    // clears this in the transaction that stores the digest (nothing listed twice, nothing missed).
    recapitulatifEnAttente: boolean('recapitulatif_en_attente').notNull().default(false),
    // When its artisan first displayed it in its inbox (« Lue le … » on « Ma demande »); null while it has not.
    lueAt: timestamp('lue_at', { withTimezone: true, mode: 'string' }),
    // When the visitor withdrew it from « Ma demande » (« Retirée par le particulier »); null while it stands.
    retireeAt: timestamp('retiree_at', { withTimezone: true, mode: 'string' }),
    // Sent while nobody managed its listing: mailed to the business's RGE e-mail with an invitation to claim the
    // listing, and counted in the listing's FICHE_NON_GEREE_LIMITS.demandesMax of the window.
    ficheNonGeree: boolean('fiche_non_geree').notNull().default(false),
  },
  (table) => [
    check('demandes_traitee_check', sql`${table.traitee} = (${table.traiteeAt} IS NOT NULL)`),
    // An artisan's inbox, newest first (and the cascade when an artisan is deleted).
    index('demandes_artisan_created_idx').on(table.artisanId, table.createdAt.desc()),
    index('demandes_suivi_idx').on(table.suiviId),
    // The digest sweep looks for the few requests waiting for a digest.
    index('demandes_recapitulatif_idx')
      .on(table.artisanId)
      .where(sql`${table.recapitulatifEnAttente}`),
    // « The same e-mail to the same artisan once a day »: looked up at every request.
    index('demandes_artisan_email_created_idx').on(
      table.artisanId,
      sql`lower(${table.email})`,
      table.createdAt,
    ),
  ],
);

/**
 * The outbox: contact and join messages, and the mails of the requests relayed to artisans (kind DEMANDE, whose
 * content is read from its demande when it is sent), stored before mailing so that a mail failure loses nothing.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    /** The visitor's message (CONTACT, JOIN); `{}` for a DEMANDE, whose content stays in its demande row. */
    payload: jsonb('payload').notNull(),
    /**
     * The request a DEMANDE mails, or whose copy a DEMANDE_COPIE mails to its visitor (the first of the artisans'
     * rows; deleted with it: a request deleted before its mail went is never sent).
     */
    demandeId: integer('demande_id').references(() => demandes.id, { onDelete: 'cascade' }),
    /** The invitation an INVITATION mails (its link is rebuilt when it is sent). */
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    /** The refused review an AVIS_REFUSE tells its author about (the ground is read from it). */
    noteId: integer('note_id').references(() => notes.id, { onDelete: 'cascade' }),
    /** The request to withdraw a listing a RETRAIT or RETRAIT_REPONSE mails (its content is read from it). */
    retraitId: integer('retrait_id').references((): AnyPgColumn => demandesRetrait.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    /**
     * Lease of the attempt under way (database clock): whoever stores or claims a message owns its sending until
     * then, so that no other instance retries it meanwhile; cleared once the attempt is recorded.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'string' }),
    /** When an administrator marked a contact message or join request handled (issue 22); null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [
    check('messages_kind_check', oneOf('kind', MESSAGE_KINDS)),
    check('messages_status_check', oneOf('status', MESSAGE_STATUSES)),
    check(
      'messages_demande_check',
      sql`(${table.kind} IN ('DEMANDE', 'DEMANDE_COPIE', 'DEMANDE_RETIREE', 'DEMANDE_RELANCE')) = (${table.demandeId} IS NOT NULL)`,
    ),
    check(
      'messages_invitation_check',
      sql`(${table.kind} = 'INVITATION') = (${table.invitationId} IS NOT NULL)`,
    ),
    check('messages_note_check', sql`(${table.kind} = 'AVIS_REFUSE') = (${table.noteId} IS NOT NULL)`),
    check(
      'messages_retrait_check',
      sql`(${table.kind} IN ('RETRAIT', 'RETRAIT_REPONSE')) = (${table.retraitId} IS NOT NULL)`,
    ),
    // The mail worker picks pending messages oldest first.
    index('messages_status_created_idx').on(table.status, table.createdAt),
    // The cascade from a deleted request (the admin's DELETE, the retention sweep).
    index('messages_demande_idx').on(table.demandeId),
    index('messages_invitation_idx').on(table.invitationId),
    index('messages_note_idx').on(table.noteId),
    index('messages_retrait_idx').on(table.retraitId),
  ],
);

/**
 * Rate-limit counters shared by every API instance on one PostgreSQL server (plugins/rate-limit-store.ts): one row
 * per hashed key and route, reset when its window has expired, swept once expired. Ephemeral, so the migration
 * creates it UNLOGGED (no WAL; emptied after a server crash, which only forgives a few attempts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expiresAt)],
);

// The public registers (INSEE's SIRENE stock and its geolocation, ADEME's list of RGE businesses), as the importer
// (api/src/registres/import.ts, `npm run import:registres`) last read them: each fact keeps where it came from. These
// tables are the register's side only; the public pages read the artisans table, which a later step fills from them.

export const REGISTRE_NAME_SOURCES = ['enseigne', 'denominationUsuelle', 'uniteLegale', 'personne'] as const;
export const REGISTRE_POSITION_PRECISIONS = ['adresse', 'commune'] as const;
// 'commune': the importer found no position in the files and placed the establishment at its commune's centre.
export const REGISTRE_POSITION_SOURCES = ['geolocalisation', 'stock', 'commune'] as const;

/** One run of the importer: its files (name, size, SHA-256), options, counts and errors, as its report prints them. */
export const registreImports = pgTable(
  'registre_imports',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
    statut: text('statut', { enum: REGISTRE_IMPORT_STATUTS }).notNull().default('en_cours'),
    // The départements chosen with --departements; null for the whole of France (then an establishment absent from
    // the stock is closed wherever it is).
    departements: text('departements').array(),
    // [{ role, name, size, sha256 }] for each file read.
    fichiers: jsonb('fichiers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    lues: integer('lues').notNull().default(0),
    retenues: integer('retenues').notNull().default(0),
    inserees: integer('inserees').notNull().default(0),
    modifiees: integer('modifiees').notNull().default(0),
    inchangees: integer('inchangees').notNull().default(0),
    fermees: integer('fermees').notNull().default(0),
    // { reason: count } with the reasons of contract REGISTRES_SKIP_REASONS.
    ignorees: jsonb('ignorees')
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Positions and RGE figures: { positions: {…}, rge: {…}, unitesLegales }.
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The first errors only (unreadable rows, a failed run's cause), bounded by the importer.
    erreurs: jsonb('erreurs')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  () => [check('registre_imports_statut_check', oneOf('statut', REGISTRE_IMPORT_STATUTS))],
);

/** An establishment of a building trade from SIRENE's stock, keyed by SIRET. */
export const registreEtablissements = pgTable(
  'registre_etablissements',
  {
    siret: text('siret').primaryKey(),
    siren: text('siren').notNull(),
    // null when the registers give no name that may be published (a partially diffusible sole trader).
    nom: text('nom'),
    nomSource: text('nom_source', { enum: REGISTRE_NAME_SOURCES }),
    // Street and complement are null for a partially diffusible establishment (article A123-96 of the code de
    // commerce): the importer never stores what INSEE hides, the constraint below holds it to that.
    rue: text('rue'),
    complement: text('complement'),
    codePostal: text('code_postal'),
    commune: text('commune'),
    codeCommune: text('code_commune').notNull(),
    departement: text('departement').notNull(),
    naf: text('naf').notNull(),
    // The directory's trades by name (specialites.metier), from the contract's NAF_TRADES.
    metiers: text('metiers').array().notNull(),
    dateCreation: date('date_creation', { mode: 'string' }),
    trancheEffectifs: text('tranche_effectifs'),
    siege: boolean('siege').notNull().default(false),
    diffusion: text('diffusion', { enum: ['O', 'P'] }).notNull(),
    etat: text('etat', { enum: ['A', 'F'] }).notNull(),
    // Whether the listing may be shown once published: never for `P` until its owner claims it.
    publie: boolean('publie').notNull(),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    positionPrecision: text('position_precision', { enum: REGISTRE_POSITION_PRECISIONS }),
    positionSource: text('position_source', { enum: REGISTRE_POSITION_SOURCES }),
    firstSeenRun: integer('first_seen_run')
      .notNull()
      .references(() => registreImports.id),
    // The run that last changed the register's fields; a run that finds the row unchanged does not write it.
    lastChangedRun: integer('last_changed_run')
      .notNull()
      .references(() => registreImports.id),
    // When the stock said `F`, or a run covering its département no longer found it.
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
    // The directory's listing once published or claimed (a later step); the importer never writes artisans.
    artisanId: integer('artisan_id').references(() => artisans.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('registre_etablissements_diffusion_check', oneOf('diffusion', ['O', 'P'])),
    check('registre_etablissements_etat_check', oneOf('etat', ['A', 'F'])),
    check('registre_etablissements_nom_source_check', oneOf('nom_source', REGISTRE_NAME_SOURCES)),
    check(
      'registre_etablissements_position_check',
      sql`(${table.longitude} is null) = (${table.latitude} is null) and (${table.longitude} is null) = (${table.positionPrecision} is null) and (${table.longitude} is null) = (${table.positionSource} is null)`,
    ),
    check(
      'registre_etablissements_precision_check',
      oneOf('position_precision', REGISTRE_POSITION_PRECISIONS),
    ),
    check('registre_etablissements_source_check', oneOf('position_source', REGISTRE_POSITION_SOURCES)),
    check(
      'registre_etablissements_diffusion_partielle_check',
      sql`${table.diffusion} = 'O' or (not ${table.publie} and ${table.rue} is null and ${table.complement} is null and (${table.longitude} is null or ${table.positionPrecision} = 'commune'))`,
    ),
    check(
      'registre_etablissements_fermeture_check',
      sql`(${table.etat} = 'F') = (${table.closedAt} is not null)`,
    ),
    index('registre_etablissements_departement_idx').on(table.departement, table.etat),
    index('registre_etablissements_siren_idx').on(table.siren),
    index('registre_etablissements_artisan_idx').on(table.artisanId),
  ],
);

/**
 * A qualification from ADEME's list of RGE businesses. A row of the list is identified by its SIRET, body,
 * qualification (its code, else its name) and start date: `cle` joins the last three. One no longer in a newer list
 * is ended at that list's date, never deleted.
 */
export const registreQualifications = pgTable(
  'registre_qualifications',
  {
    id: serial('id').primaryKey(),
    siret: text('siret')
      .notNull()
      .references(() => registreEtablissements.siret, { onDelete: 'cascade' }),
    cle: text('cle').notNull(),
    organisme: text('organisme').notNull(),
    code: text('code'),
    nom: text('nom'),
    certificat: text('certificat'),
    domaine: text('domaine'),
    metaDomaine: text('meta_domaine'),
    dateDebut: date('date_debut', { mode: 'string' }),
    dateFin: date('date_fin', { mode: 'string' }),
    particulier: boolean('particulier'),
    source: text('source', { enum: ['ADEME'] })
      .notNull()
      .default('ADEME'),
    // The date of the list that last changed this row.
    dateFichier: date('date_fichier', { mode: 'string' }).notNull(),
    // The date of the first list that no longer held it; null while the latest list holds it.
    endedAt: date('ended_at', { mode: 'string' }),
    // The list's ways to reach the business, for the relay to it: never shown publicly.
    telephone: text('telephone'),
    email: text('email'),
    siteInternet: text('site_internet'),
    firstSeenRun: integer('first_seen_run')
      .notNull()
      .references(() => registreImports.id),
    lastChangedRun: integer('last_changed_run')
      .notNull()
      .references(() => registreImports.id),
  },
  (table) => [
    check('registre_qualifications_source_check', oneOf('source', ['ADEME'])),
    uniqueIndex('registre_qualifications_siret_cle_idx').on(table.siret, table.cle),
  ],
);

/**
 * SIRETs withdrawn from the directory at their owner's request (right to object, RGPD article 21): the importer
 * never keeps them, and counts each row it meets as skipped « suppression ».
 */
export const registreSuppressions = pgTable('registre_suppressions', {
  siret: text('siret').primaryKey(),
  demandeeLe: timestamp('demandee_le', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  motif: text('motif'),
});

/**
 * Requests to withdraw a listing (right to object, RGPD article 21), from the public form /retirer-une-fiche: the
 * SIRET, the requester's e-mail and reason, the listing they came from (set null when that listing goes), mailed to
 * CONTACT_EMAIL (a RETRAIT message). An administrator accepts one (its SIRET joins registre_suppressions, the register's
 * row and the listing built from it go, `resultat` says what became of the listing) or refuses it with a reason; the
 * requester is mailed the answer (a RETRAIT_REPONSE message).
 */
export const demandesRetrait = pgTable(
  'demandes_retrait',
  {
    id: serial('id').primaryKey(),
    siret: text('siret').notNull(),
    email: text('email').notNull(),
    motif: text('motif').notNull(),
    artisanId: integer('artisan_id').references(() => artisans.id, { onDelete: 'set null' }),
    creeeLe: timestamp('creee_le', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    statut: text('statut', { enum: RETRAIT_STATUTS }).notNull().default('EN_ATTENTE'),
    traiteeLe: timestamp('traitee_le', { withTimezone: true, mode: 'string' }),
    motifRefus: text('motif_refus'),
    resultat: text('resultat', { enum: RETRAIT_RESULTATS }),
  },
  (table) => [
    check('demandes_retrait_statut_check', oneOf('statut', RETRAIT_STATUTS)),
    check('demandes_retrait_resultat_check', oneOf('resultat', RETRAIT_RESULTATS)),
    // Decided once, with its date; a refusal carries its reason, an acceptance what it did to the listing.
    check(
      'demandes_retrait_traitee_check',
      sql`(${table.statut} = 'EN_ATTENTE') = (${table.traiteeLe} IS NULL)`,
    ),
    check(
      'demandes_retrait_refus_check',
      sql`(${table.statut} = 'REFUSEE') = (${table.motifRefus} IS NOT NULL)`,
    ),
    check(
      'demandes_retrait_resultat_statut_check',
      sql`(${table.statut} = 'ACCEPTEE') = (${table.resultat} IS NOT NULL)`,
    ),
    // The back office's list, newest first, whole or by status.
    index('demandes_retrait_creee_idx').on(table.creeeLe.desc(), table.id.desc()),
    index('demandes_retrait_statut_creee_idx').on(table.statut, table.creeeLe.desc(), table.id.desc()),
    // One waiting request per SIRET and e-mail: a repeat of the form stores and mails nothing twice.
    uniqueIndex('demandes_retrait_en_attente_idx')
      .on(table.siret, sql`lower(${table.email})`)
      .where(sql`${table.statut} = 'EN_ATTENTE'`),
    index('demandes_retrait_artisan_idx').on(table.artisanId),
  ],
);

/**
 * A business's claim of a listing nobody manages (« C'est votre entreprise ? », contract/revendication.ts): the
 * claimant and its certification of the trader information (Digital Services Act, article 30), kept for the
 * administrators; the proof under way (a code mailed to the RGE e-mail: stored as an HMAC, never in clear, with its
 * expiry, tries and sends); and once proved, the account it created. The claimant's key is `<id>.<HMAC of id and
 * nonce>` (auth/invitation-token.ts): the database holds the nonce, never the key. One claim in progress per listing.
 */
export const revendications = pgTable(
  'revendications',
  {
    id: serial('id').primaryKey(),
    artisanId: integer('artisan_id')
      .notNull()
      .references(() => artisans.id, { onDelete: 'cascade' }),
    siret: text('siret').notNull(),
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    role: text('role', { enum: REVENDICATION_ROLES }).notNull(),
    certifieeLe: timestamp('certifiee_le', { withTimezone: true, mode: 'string' }).notNull(),
    preuve: text('preuve', { enum: REVENDICATION_PREUVES }).notNull(),
    statut: text('statut', { enum: REVENDICATION_STATUTS }).notNull().default('EN_COURS'),
    nonce: text('nonce').notNull(),
    // Where the code went: the e-mail ADEME's list held for the SIRET when the claim began (EMAIL), or the lines of
    // the establishment's address in SIRENE the letter was printed with, one per line (COURRIER).
    emailPreuve: text('email_preuve'),
    adressePreuve: text('adresse_preuve').array(),
    codeHash: text('code_hash'),
    codeExpireLe: timestamp('code_expire_le', { withTimezone: true, mode: 'string' }),
    codeEssais: integer('code_essais').notNull().default(0),
    codesEnvoyes: integer('codes_envoyes').notNull().default(0),
    // An administrator's reason for closing the claim (REFUSEE) or taking its listing back (REPRISE), as mailed.
    // A contest of a listing an account managed when it was filed (documents only, an administrator decides), and
    // that account: accepting it takes the listing from that account, and from no other.
    contestation: boolean('contestation').notNull().default(false),
    compteContesteId: integer('compte_conteste_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    motifDecision: text('motif_decision'),
    // The account the proof created; kept if the account goes, as null.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    creeeLe: timestamp('creee_le', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    closeLe: timestamp('close_le', { withTimezone: true, mode: 'string' }),
  },
  (table) => [
    check('revendications_role_check', oneOf('role', REVENDICATION_ROLES)),
    check('revendications_preuve_check', oneOf('preuve', REVENDICATION_PREUVES)),
    check(
      'revendications_contestation_check',
      sql`NOT ${table.contestation} OR ${table.preuve} = 'DOCUMENTS'`,
    ),
    check('revendications_statut_check', oneOf('statut', REVENDICATION_STATUTS)),
    check('revendications_close_check', sql`(${table.statut} = 'EN_COURS') = (${table.closeLe} IS NULL)`),
    check(
      'revendications_motif_check',
      sql`(${table.statut} IN ('REFUSEE', 'REPRISE')) = (${table.motifDecision} IS NOT NULL)`,
    ),
    // One claim in progress per listing and proof: two started at the same moment, one is refused. A letter's code
    // works for weeks; a claim by post must not keep the business from proving itself by e-mail meanwhile.
    uniqueIndex('revendications_en_cours_idx')
      .on(table.artisanId, table.preuve)
      .where(sql`${table.statut} = 'EN_COURS'`),
    // A letter's code is its own key: found by its HMAC (no nonce), one claim per code.
    uniqueIndex('revendications_code_courrier_idx')
      .on(table.codeHash)
      .where(sql`${table.preuve} = 'COURRIER'`),
    index('revendications_artisan_idx').on(table.artisanId, table.creeeLe.desc()),
    index('revendications_user_idx').on(table.userId),
    index('revendications_creee_idx').on(table.creeeLe.desc(), table.id.desc()),
  ],
);

/**
 * A document of a claim by documents (the trade register's extract, the claimant's identity), stored privately
 * (storage/private-documents.ts: never under a public URL) under `cle`; its format told by its first bytes. Deleted
 * with its file REVENDICATION_LIMITS.documentsKeptDays after the claim closed.
 */
export const revendicationDocuments = pgTable(
  'revendication_documents',
  {
    id: serial('id').primaryKey(),
    revendicationId: integer('revendication_id')
      .notNull()
      .references(() => revendications.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REVENDICATION_DOCUMENTS }).notNull(),
    cle: text('cle').notNull().unique(),
    format: text('format', { enum: REVENDICATION_DOCUMENT_FORMATS }).notNull(),
    taille: integer('taille').notNull(),
    creeLe: timestamp('cree_le', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('revendication_documents_type_check', oneOf('type', REVENDICATION_DOCUMENTS)),
    check('revendication_documents_format_check', oneOf('format', REVENDICATION_DOCUMENT_FORMATS)),
    uniqueIndex('revendication_documents_revendication_type_idx').on(table.revendicationId, table.type),
  ],
);

/** Every step of a claim, for the back office's audit trail. */
export const revendicationEvenements = pgTable(
  'revendication_evenements',
  {
    id: serial('id').primaryKey(),
    revendicationId: integer('revendication_id')
      .notNull()
      .references(() => revendications.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REVENDICATION_EVENEMENTS }).notNull(),
    creeLe: timestamp('cree_le', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('revendication_evenements_type_check', oneOf('type', REVENDICATION_EVENEMENTS)),
    index('revendication_evenements_revendication_idx').on(table.revendicationId, table.id),
  ],
);
