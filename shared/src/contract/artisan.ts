// Artisans: the entity of SPEC 3, the admin and editor payloads, and the public shapes (card, page).
// Public shapes carry telephone/email only when personnalDataToShow allows it (the API enforces it).
import { z } from 'zod';
import './zod-config';
import { isValidSiren, isValidSiret } from '../domain/luhn';
import {
  IdSchema,
  isSingleLine,
  LIMITS,
  LIST_PAGE_MESSAGES,
  MESSAGES,
  requiredText,
  singleLineText,
} from './common';
import { PersonnalDataToShowSchema } from './user';
import { TRADE_SORTS, TRADE_SORT_LABELS, type TradeSort } from './trade-sorts';
import { POSITION_PRECISIONS, REGISTRE_SOURCES } from './registre-listing';
import { JOIGNABILITES } from './fiche-non-geree';
import {
  hasHorairesWhenUrgent,
  URGENCE_LIMITS,
  URGENCE_MESSAGES,
  urgenceInputShape,
  urgenceRefinement,
  UrgenceSchema,
} from './urgence';

export const AdresseSchema = z.object({
  rue: singleLineText(200).default(''),
  ville: singleLineText(100).default(''),
  codePostal: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, { error: 'Code postal invalide (5 chiffres).' })
    .default(''),
  pays: singleLineText(60).default('France'),
});
export type Adresse = z.infer<typeof AdresseSchema>;

export const RayonActiviteSchema = z.coerce
  .number({ error: "Le rayon d'activité est obligatoire." })
  .int({ error: "Le rayon d'activité doit être un nombre entier de kilomètres." })
  .min(0, { error: "Le rayon d'activité ne peut pas être négatif." })
  .max(LIMITS.rayonActiviteMax, { error: MESSAGES.rayonTooLarge });

export const AnneeExperienceSchema = z.coerce
  .number({ error: "Les années d'expérience doivent être un nombre." })
  .int({ error: "Les années d'expérience doivent être un nombre entier." })
  .min(0, { error: "Les années d'expérience ne peuvent pas être négatives." })
  .max(100, { error: "Les années d'expérience ne peuvent pas dépasser 100." })
  .nullable()
  .optional();

export const SiretSchema = z
  .string({ error: 'Le SIRET est obligatoire.' })
  .trim()
  .refine(isValidSiret, { error: 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.' });

export const SirenSchema = z
  .string({ error: 'Le SIREN est obligatoire.' })
  .trim()
  .refine(isValidSiren, { error: 'SIREN invalide : 9 chiffres avec une clé de contrôle valide.' });

export const ArtisanSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  entrepriseNom: z.string(),
  adresse: AdresseSchema,
  anneeExperience: z.number().int().nullable(),
  rayonActivite: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  siret: z.string(),
  siren: z.string(),
  googlePlaceId: z.string().nullable(),
  dateCreation: z.string(),
  dateUpdate: z.string(),
  dateCreationEntreprise: z.string().nullable(),
  specialites: z.array(z.number().int()),
  notes: z.array(z.number().int()),
  details: z.array(z.number().int()),
  ...UrgenceSchema.shape,
});
export type Artisan = z.infer<typeof ArtisanSchema>;

/** POST /api/artisan and an admin's PUT /api/artisan/{id}. */
export const DATE_CREATION_INVALID =
  'La date de création de l’entreprise est invalide : l’année 0000 n’existe pas.';

/** Issue 22: a profile without a trade vanishes from every trade page and map filter. */
export const SPECIALITES_REQUIRED = 'Choisissez au moins une spécialité.';

/** An artisan's trades: one at least, 50 at most (the editor's picker and the back office's form send them). */
export const SpecialitesSchema = z
  .array(IdSchema, { error: SPECIALITES_REQUIRED })
  .min(1, { error: SPECIALITES_REQUIRED })
  .max(50);

export const ArtisanInputSchema = z
  .object({
    userId: z.coerce
      .number({ error: 'Le compte utilisateur est obligatoire.' })
      .int({ error: 'Le compte utilisateur est obligatoire.' })
      .positive({ error: 'Le compte utilisateur est obligatoire.' })
      .max(2147483647, { error: 'Le compte utilisateur est obligatoire.' }),
    entrepriseNom: requiredText("Le nom de l'entreprise est obligatoire.", 200),
    adresse: AdresseSchema,
    anneeExperience: AnneeExperienceSchema,
    rayonActivite: RayonActiviteSchema,
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    siret: SiretSchema,
    siren: SirenSchema,
    googlePlaceId: singleLineText(200).nullable().optional(),
    dateCreationEntreprise: z.iso
      .date()
      // z.iso.date() accepts the year 0000, which PostgreSQL's date type refuses.
      .refine((value) => !value.startsWith('0000-'), { error: DATE_CREATION_INVALID })
      .nullable()
      .optional(),
    specialites: SpecialitesSchema,
    ...urgenceInputShape,
  })
  .refine(hasHorairesWhenUrgent, urgenceRefinement)
  .refine((value) => value.siret.slice(0, 9) === value.siren, {
    error: 'Le SIREN doit correspondre aux neuf premiers chiffres du SIRET.',
    path: ['siren'],
  });
export type ArtisanInput = z.infer<typeof ArtisanInputSchema>;

/** An artisan's PUT of their own profile: only what the editor may change. */
export const ArtisanSelfUpdateSchema = z
  .object({
    anneeExperience: AnneeExperienceSchema,
    rayonActivite: RayonActiviteSchema,
    specialites: SpecialitesSchema,
    ...urgenceInputShape,
  })
  .refine(hasHorairesWhenUrgent, urgenceRefinement);
export type ArtisanSelfUpdate = z.infer<typeof ArtisanSelfUpdateSchema>;

export const ImageRefSchema = z.object({ pathImg: z.string(), description: z.string().nullable() });

/** An artisan as a card in lists: everything a card shows, in one call. */
export const ArtisanCardSchema = z.object({
  id: z.number().int(),
  entrepriseNom: z.string(),
  ville: z.string(),
  codePostal: z.string(),
  rayonActivite: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imagePrincipale: ImageRefSchema.nullable(),
  specialites: z.array(z.object({ id: z.number().int(), metier: z.string() })),
  moyenne: z.number(),
  nombreAvis: z.number().int(),
  /** With a point (lat, lon): the distance to it in km (haversine), null without coordinates. */
  distanceKm: z.number().nullable().optional(),
  /** With a point: whether the point lies within the artisan's activity radius (« Intervient à cette adresse »). */
  couvre: z.boolean().optional(),
  /** At least one RGE qualification valid today (contract/qualification.ts, isValidRge): the « RGE » badge. */
  rge: z.boolean(),
  /**
   * The position is only the commune's centre (a listing of the registers whose files gave none): its distance is
   * approximate (« à environ 12 km »).
   */
  positionApprochee: z.boolean(),
  /**
   * false for a listing of the registers that no business manages yet: its area of work is unknown (its radius 0 is
   * no statement), so the card says so rather than « Hors de sa zone d'intervention ».
   */
  geree: z.boolean(),
  /** « Dépannage en urgence » and « Disponible sous N jours » (contract/urgence.ts). */
  depannageUrgence: z.boolean(),
  disponibleSousJours: z.number().int().nullable(),
});
export type ArtisanCard = z.infer<typeof ArtisanCardSchema>;

export const ArtisanPageSchema = z.object({
  items: z.array(ArtisanCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  pageCount: z.number().int(),
});
export type ArtisanPage = z.infer<typeof ArtisanPageSchema>;

/** The public artisan page: the entity plus contact details the artisan chose to show. */
export const ArtisanPublicSchema = ArtisanSchema.extend({
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  personnalDataToShow: PersonnalDataToShowSchema,
  imagePrincipale: ImageRefSchema.nullable(),
  specialitesDetails: z.array(z.object({ id: z.number().int(), metier: z.string() })),
  moyenne: z.number(),
  nombreAvis: z.number().int(),
  /** Of nombreAvis, the reviews collected through an invitation (source VERIFIE). */
  nombreAvisVerifies: z.number().int(),
  /** The badge « Répond rapidement », from the stored figures of the requests it received (contract/demande.ts). */
  repondRapidement: z.boolean(),
  /**
   * « Répond en général en 4 h »: the median of the stored figures in hours, null under
   * URGENCE_LIMITS.delaiReponseMinDemandes requests (contract/urgence.ts).
   */
  delaiReponseHeures: z.number().nullable(),
  /** At least one RGE qualification valid today: the « RGE » badge. */
  rge: z.boolean(),
  /**
   * false for a listing the registers' import published and that no business manages yet: nobody answers its
   * requests, so the page offers none, and says « Cette fiche n'est pas encore gérée par l'entreprise. ».
   */
  geree: z.boolean(),
  /**
   * How a visitor reaches a listing nobody manages (contract/fiche-non-geree.ts): by its RGE e-mail, or not yet, or
   * not at all; null on a managed listing.
   */
  joignabilite: z.enum(JOIGNABILITES).nullable(),
  /** What the public registers say of the business, for a listing linked to them (null otherwise). */
  registre: z
    .object({
      /** The registers its facts come from. */
      sources: z.array(z.enum(REGISTRE_SOURCES)),
      /** The day of the last import that read its département (`YYYY-MM-DD`); null before any finished one. */
      miseAJourLe: z.string().nullable(),
      /** SIRENE's workforce band, in words. */
      trancheEffectifs: z.string().nullable(),
      /** `commune` when the files gave no position: the listing sits at its commune's centre. */
      positionPrecision: z.enum(POSITION_PRECISIONS).nullable(),
    })
    .nullable(),
});
export type ArtisanPublic = z.infer<typeof ArtisanPublicSchema>;

/** One map marker and its popup, kept compact so that 20,000 artisans stay small. */
export const ArtisanMarkerSchema = z.object({
  id: z.number().int(),
  entrepriseNom: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  anneeExperience: z.number().int().nullable(),
  rayonActivite: z.number().int(),
  adresse: AdresseSchema,
  specialites: z.array(z.number().int()),
  /** The published reviews' average (two decimals) and count, and the RGE badge (issue 21: the map's filters). */
  moyenne: z.number(),
  nombreAvis: z.number().int(),
  rge: z.boolean(),
  /** The marker stands at the commune's centre, not at the business (as on the cards). */
  positionApprochee: z.boolean(),
  /** As on the cards: false when nobody manages the listing and its area of work is unknown. */
  geree: z.boolean(),
  /** As on the cards. */
  depannageUrgence: z.boolean(),
  disponibleSousJours: z.number().int().nullable(),
});
export type ArtisanMarker = z.infer<typeof ArtisanMarkerSchema>;

export const ArtisanCardListSchema = z.array(ArtisanCardSchema);
export const ArtisanMarkerListSchema = z.array(ArtisanMarkerSchema);

/** The French texts of the artisan endpoints, for the API's 4xx answers and the screens that show them. */
export const ARTISAN_MESSAGES = {
  notFound: 'Artisan introuvable.',
  /** 410 of a listing whose establishment closed (SIRENE's `F`): gone, not unknown. */
  closed: 'Cet établissement est fermé.',
  /** GET /api/artisan/{id}/zone.svg of an artisan without latitude and longitude: no area to draw. */
  noPosition: 'Position inconnue pour cet artisan.',
  specialiteNotFound: 'Spécialité introuvable.',
  unknownSpecialites: 'Spécialité inconnue :',
  userNotFound: 'Le compte utilisateur choisi est introuvable.',
  userNotArtisan: 'Le compte utilisateur choisi doit avoir le rôle ROLE_ARTISAN.',
  userTaken: 'Ce compte utilisateur est déjà associé à un autre artisan.',
  latLonTogether: 'La latitude et la longitude doivent être indiquées ensemble.',
  page: 'La page doit être un nombre entier entre 1 et 100000.',
  size: 'La taille de page doit être un nombre entier entre 1 et 100.',
  lat: 'La latitude doit être un nombre entre -90 et 90.',
  lon: 'La longitude doit être un nombre entre -180 et 180.',
  tri: 'Le tri doit être pertinence, distance ou note.',
  pointRequired:
    'Indiquez un lieu (lat et lon) pour trier par distance ou garder les artisans qui y interviennent.',
  noteMin: 'La note minimale doit être un nombre entier entre 1 et 5.',
  flag: 'Ce filtre vaut 1 quand il est choisi.',
  specialiteFilter: 'La spécialité (specialite) doit être un identifiant entier positif.',
} as const;

/** The orders of a trade page (trade-sorts.ts), as the API checks its `tri`. */
export { TRADE_SORTS, TRADE_SORT_LABELS, type TradeSort };
export const TradeSortSchema = z.enum(TRADE_SORTS, { error: ARTISAN_MESSAGES.tri });

/**
 * Pertinence, defined once (the API's stored score and the page that explains it): the Bayesian average of the
 * published reviews, a verified review counting `verifiedWeight` times, pulled towards `priorMean` as if the artisan
 * had `priorWeight` more reviews at that mean (a few reviews at 5 do not beat many at 4.7); plus `profilePoint` for
 * each part of a complete profile (main image, description, at least one qualification); plus `fastReplyPoint` with
 * the badge « Répond rapidement ». Ties: a listing its business manages before one the registers' import published and
 * nobody manages yet (artisans.non_geree), then company name. Nothing is paid for.
 */
export const PERTINENCE = {
  priorMean: 3.5,
  priorWeight: 5,
  verifiedWeight: 2,
  profilePoint: 0.1,
  fastReplyPoint: 0.2,
} as const;

/** The Bayesian average of PERTINENCE (« Mieux notés » sorts by it too). */
export function bayesianAverage(reviews: {
  count: number;
  starsSum: number;
  verifiedCount: number;
  verifiedStarsSum: number;
}): number {
  const extra = PERTINENCE.verifiedWeight - 1;
  const count = reviews.count + extra * reviews.verifiedCount;
  const sum = reviews.starsSum + extra * reviews.verifiedStarsSum;
  return (PERTINENCE.priorWeight * PERTINENCE.priorMean + sum) / (PERTINENCE.priorWeight + count);
}

/** The pertinence score of PERTINENCE. */
export function pertinenceScore(artisan: {
  count: number;
  starsSum: number;
  verifiedCount: number;
  verifiedStarsSum: number;
  /** Main image, description, qualification: how many of the three the profile has. */
  profileParts: number;
  fastReplier: boolean;
}): number {
  return (
    bayesianAverage(artisan) +
    PERTINENCE.profilePoint * artisan.profileParts +
    (artisan.fastReplier ? PERTINENCE.fastReplyPoint : 0)
  );
}

export const ARTISAN_PAGE_SIZE_MAX = 100;
export const ARTISAN_PAGE_MAX = 100_000;

export const SpecialiteIdParamsSchema = z.object({ specialiteId: IdSchema });

/** A query parameter sent empty (`lat=`, as a GET form without a position sends it) is no value, not 0. */
function blankIsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
}

/** A yes/no filter of a page URL: `1` when chosen, absent otherwise (an empty value is absent). */
const flag = blankIsAbsent(z.literal('1', { error: ARTISAN_MESSAGES.flag }).optional());

/**
 * Query of GET /api/artisan/artisans-specialite/{specialiteId}, the same parameters as the trade page's URL. Without
 * any of these the answer is the spec's plain list; with any of them it is an ArtisanPage (page 1 and size
 * LIMITS.tradePageSize by default). `tri`: pertinence (default), distance (needs lat and lon), note (« Mieux
 * notés »). With lat and lon, cards carry distanceKm and couvre; `couvre=1` keeps the artisans whose activity
 * radius covers the point. `noteMin` (1 to 5) keeps the averages from that note up, `avecAvis=1` the artisans with
 * at least one published review, `rge=1` those with an RGE qualification valid today.
 */
export const ArtisansBySpecialiteQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: ARTISAN_MESSAGES.page })
      .int({ error: ARTISAN_MESSAGES.page })
      .min(1, { error: ARTISAN_MESSAGES.page })
      .max(ARTISAN_PAGE_MAX, { error: ARTISAN_MESSAGES.page })
      .optional(),
    size: z.coerce
      .number({ error: ARTISAN_MESSAGES.size })
      .int({ error: ARTISAN_MESSAGES.size })
      .min(1, { error: ARTISAN_MESSAGES.size })
      .max(ARTISAN_PAGE_SIZE_MAX, { error: ARTISAN_MESSAGES.size })
      .optional(),
    lat: blankIsAbsent(
      z.coerce
        .number({ error: ARTISAN_MESSAGES.lat })
        .min(-90, { error: ARTISAN_MESSAGES.lat })
        .max(90, { error: ARTISAN_MESSAGES.lat })
        .optional(),
    ),
    lon: blankIsAbsent(
      z.coerce
        .number({ error: ARTISAN_MESSAGES.lon })
        .min(-180, { error: ARTISAN_MESSAGES.lon })
        .max(180, { error: ARTISAN_MESSAGES.lon })
        .optional(),
    ),
    tri: blankIsAbsent(TradeSortSchema.optional()),
    couvre: flag,
    noteMin: blankIsAbsent(
      z.coerce
        .number({ error: ARTISAN_MESSAGES.noteMin })
        .int({ error: ARTISAN_MESSAGES.noteMin })
        .min(1, { error: ARTISAN_MESSAGES.noteMin })
        .max(5, { error: ARTISAN_MESSAGES.noteMin })
        .optional(),
    ),
    avecAvis: flag,
    rge: flag,
    /** `urgence=1`: the artisans offering « Dépannage en urgence ». */
    urgence: flag,
    /** `dispo=N`: the artisans available within N days (an availability given and not expired). */
    dispo: blankIsAbsent(
      z.coerce
        .number({ error: URGENCE_MESSAGES.disponibleSousJours })
        .int({ error: URGENCE_MESSAGES.disponibleSousJours })
        .min(URGENCE_LIMITS.disponibleSousJoursMin, { error: URGENCE_MESSAGES.disponibleSousJours })
        .max(URGENCE_LIMITS.disponibleSousJoursMax, { error: URGENCE_MESSAGES.disponibleSousJours })
        .optional(),
    ),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    error: ARTISAN_MESSAGES.latLonTogether,
    path: ['lat'],
  })
  .refine((query) => query.lat !== undefined || (query.tri !== 'distance' && query.couvre === undefined), {
    error: ARTISAN_MESSAGES.pointRequired,
    path: ['lat'],
  });
export type ArtisansBySpecialiteQuery = z.infer<typeof ArtisansBySpecialiteQuerySchema>;

/** Default page size of GET /api/artisan/artisans when paged (the back office's artisan list). */
export const ARTISAN_LIST_PAGE_SIZE = 20;

/**
 * The full card lists (GET /api/artisan/artisans and /artisans-specialite/:id without parameters) are streamed
 * whole: each client address may ask for them `max` times in `windowMs`, a stricter limit than any page's, and the
 * server reads them `batch` cards at a time.
 */
export const ARTISAN_FULL_LIST_LIMITS = { max: 6, windowMs: 60_000, batch: 1_000 } as const;

/**
 * Query of GET /api/artisan/artisans. Without any of these the answer is the spec's plain list; with any of them it
 * is an ArtisanPage (page 1 and size ARTISAN_LIST_PAGE_SIZE by default) of the artisans whose company name or city
 * contains q, case and accents ignored, so that 20,000 artisans never travel to a browser at once; `specialite`
 * keeps the artisans of that trade only (the back office's « Voir les N artisans » of a trade it cannot delete).
 */
export const ArtisanListQuerySchema = z.object({
  page: ArtisansBySpecialiteQuerySchema.shape.page,
  size: ArtisansBySpecialiteQuerySchema.shape.size,
  q: z
    .string({ error: 'La recherche (q) doit être un texte.' })
    .trim()
    .max(100, { error: 'La recherche (q) ne doit pas dépasser 100 caractères.' })
    .refine(isSingleLine, { error: LIST_PAGE_MESSAGES.qLine })
    .optional(),
  specialite: z.coerce
    .number({ error: ARTISAN_MESSAGES.specialiteFilter })
    .int({ error: ARTISAN_MESSAGES.specialiteFilter })
    .positive({ error: ARTISAN_MESSAGES.specialiteFilter })
    .max(2147483647, { error: ARTISAN_MESSAGES.specialiteFilter })
    .optional(),
});
export type ArtisanListQuery = z.infer<typeof ArtisanListQuerySchema>;

/**
 * Query of GET /api/artisan/{artisanId}/alternatives: the place the claimed artisans offered instead of a listing
 * that cannot be reached must serve (lat and lon together); the listing's own position without it.
 */
export const AlternativesQuerySchema = z
  .object({
    lat: ArtisansBySpecialiteQuerySchema.shape.lat,
    lon: ArtisansBySpecialiteQuerySchema.shape.lon,
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    error: ARTISAN_MESSAGES.latLonTogether,
    path: ['lat'],
  });
export type AlternativesQuery = z.infer<typeof AlternativesQuerySchema>;

/** GET /api/artisan/map: optionally only the artisans of one trade. */
export const ArtisanMapQuerySchema = z.object({
  metier: IdSchema.optional(),
  urgence: ArtisansBySpecialiteQuerySchema.shape.urgence,
  dispo: ArtisansBySpecialiteQuerySchema.shape.dispo,
});
export type ArtisanMapQuery = z.infer<typeof ArtisanMapQuerySchema>;

/**
 * PUT /api/artisan/{id} as published: an admin sends ArtisanInputSchema, an artisan ArtisanSelfUpdateSchema
 * (other fields are ignored). The API validates against the one that matches the caller's role.
 */
export const ArtisanUpdateSchema = z.union([ArtisanInputSchema, ArtisanSelfUpdateSchema]);
