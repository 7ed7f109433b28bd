// What the artisan repository offers (index.ts composes it from reads.ts and writes.ts) and the types it speaks.
import type {
  Artisan,
  ArtisanCard,
  ArtisanInput,
  ArtisanMarker,
  ArtisanPage,
  ArtisanPublic,
  ArtisanSelfUpdate,
  TradeSort,
} from '@annuaire/shared/contract/artisan';

export interface PageRequest {
  page: number;
  size: number;
  /**
   * The order (issue 21): pertinence (the default: the trade's stored order, contract PERTINENCE), distance
   * (nearest first from `origin`, required), note (« Mieux notés »: the Bayesian average, then the number of reviews).
   */
  sort?: TradeSort;
  /** The point distances are measured from: every card then has distanceKm and couvre. */
  origin?: { lat: number; lon: number };
  /** Only the artisans whose activity radius covers `origin` (required). */
  couvre?: boolean;
  /** Only the artisans with a published average of at least this note (1 to 5). */
  noteMin?: number;
  /** Only the artisans with at least one published review. */
  avecAvis?: boolean;
  /** Only the artisans with an RGE qualification valid today. */
  rge?: boolean;
  /**
   * The trade's number of artisans, when the caller already knows it (the route keeps it in the hot cache): the
   * page is then one statement, and a page past the last none. Without it, it is counted first. Ignored when a
   * filter is given (the filtered total is counted).
   */
  total?: number;
}

/** What the back office's search reads of an artisan: its name and city folded by foldText (text/fold.ts). */
export interface ArtisanName {
  id: number;
  nameKey: string;
  /** The folded city followed by the postcode (« malemort 19360 »): the back office's search matches either. */
  cityKey: string;
}

/** Why a write was refused; the route turns it into a French 400. */
export type ArtisanWriteRefusal =
  | { reason: 'userNotFound' }
  | { reason: 'userNotArtisan' }
  | { reason: 'userTaken' }
  | { reason: 'unknownSpecialites'; ids: number[] };

export type ArtisanWriteResult =
  { ok: true; artisan: Artisan } | ({ ok: false } & ArtisanWriteRefusal) | { ok: false; reason: 'notFound' };

export interface ArtisanDeletion {
  /** Image paths (`/uploads/….webp`) the deleted details used and that no remaining row references. */
  orphanImages: string[];
}

export interface ArtisanRepository {
  /** Every artisan as a card, by company name (accents and case ignored). */
  listCards(): Promise<ArtisanCard[]>;
  /** Every artisan's id with its folded company name and city (foldText), in the order of listCards. */
  listNames(): Promise<ArtisanName[]>;
  /** The cards of these artisans, in the order of `ids` (unknown ids left out). */
  cardsByIds(ids: readonly number[]): Promise<ArtisanCard[]>;
  /** The artisans of one trade as cards, by company name. */
  listCardsBySpecialite(specialiteId: number): Promise<ArtisanCard[]>;
  /**
   * One page (size 1 to ARTISAN_PAGE_SIZE_MAX, as the route allows) of a trade's artisans with the total; nearest
   * first (with distanceKm) when an origin is given.
   */
  pageBySpecialite(specialiteId: number, request: PageRequest): Promise<ArtisanPage>;
  /** How many artisans a trade has (0 for an unknown trade). */
  countBySpecialite(specialiteId: number): Promise<number>;
  /** Map markers of the artisans that have coordinates, optionally of one trade only. */
  listMarkers(specialiteId?: number): Promise<ArtisanMarker[]>;
  findById(id: number): Promise<Artisan | null>;
  /** The public profile: contact details only as personnalDataToShow allows. */
  /** The public profile; 'closed' for a listing whose establishment closed (its page answers 410). */
  findPublicById(id: number): Promise<ArtisanPublic | 'closed' | null>;
  /** The account owning an artisan (null when none), or null when the artisan does not exist. */
  findOwner(id: number): Promise<{ userId: number | null } | null>;
  create(input: ArtisanInput): Promise<ArtisanWriteResult>;
  /** An admin's PUT: every field; optional fields left undefined keep their value. */
  update(id: number, input: ArtisanInput): Promise<ArtisanWriteResult>;
  /** An artisan's PUT of their own profile: experience (undefined keeps it), radius and trades. */
  updateSelf(id: number, input: ArtisanSelfUpdate): Promise<ArtisanWriteResult>;
  /** Deletes the artisan, its details, notes and trade links in one transaction; null when unknown. */
  delete(id: number): Promise<ArtisanDeletion | null>;
  /**
   * Every artisan id with the last change its page shows (its record and details, its published reviews and their
   * replies) and its trades, for the sitemap: a trade page changes with the last of its artisans.
   */
  sitemapEntries(): Promise<{ id: number; lastmod: string; specialiteIds: number[] }[]>;
}

/** The repository's reads (reads.ts). */
export type ArtisanReads = Omit<ArtisanRepository, 'create' | 'update' | 'updateSelf' | 'delete'>;

/** The repository's writes (writes.ts). */
export type ArtisanWrites = Pick<ArtisanRepository, 'create' | 'update' | 'updateSelf' | 'delete'>;
