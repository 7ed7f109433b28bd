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
  /** Only the artisans offering « Dépannage en urgence », and those available within `dispo` days (not expired). */
  urgence?: boolean;
  dispo?: number;
  /**
   * Only the listings their business manages (not those of the registers nobody claimed): the artisans a listing
   * that cannot be reached offers instead. The API's own choice, never a parameter of a page's URL.
   */
  geree?: boolean;
  /**
   * The trade's number of artisans, when the caller already knows it (the route keeps it in the hot cache): the
   * page is then one statement, and a page past the last none. Without it, it is counted first. Ignored when a
   * filter is given (the filtered total is counted).
   */
  total?: number;
}

/** The map's urgency and availability filters (as the trade page's). */
export interface UrgenceFilters {
  urgence?: boolean;
  dispo?: number;
}

/** The map's filters: the trade page's, « Intervient chez moi » as the point the artisans' radius must cover. */
export interface MapFilters extends UrgenceFilters {
  noteMin?: number;
  avecAvis?: boolean;
  rge?: boolean;
  couvre?: { lat: number; lon: number };
}

export interface ViewBox {
  ouest: number;
  sud: number;
  est: number;
  nord: number;
}

/** What the back office's search reads of an artisan: its name and city folded by foldText (text/fold.ts). */
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
  /**
   * One page of the open artisans whose folded company name or town and postcode contain q (all without q),
   * optionally of one trade, by company name then id, with how many match.
   */
  searchIds(request: {
    q?: string;
    specialite?: number;
    page: number;
    size: number;
  }): Promise<{ ids: number[]; total: number }>;
  /** The cards of these artisans, in the order of `ids` (unknown ids left out). */
  cardsByIds(ids: readonly number[]): Promise<ArtisanCard[]>;
  /** The ids of the artisans of one trade (closed listings included; the names they are matched with are not). */
  idsBySpecialite(specialiteId: number): Promise<number[]>;
  /**
   * One page (size 1 to ARTISAN_PAGE_SIZE_MAX, as the route allows) of a trade's artisans with the total; nearest
   * first (with distanceKm) when an origin is given.
   */
  pageBySpecialite(specialiteId: number, request: PageRequest): Promise<ArtisanPage>;
  /** How many artisans a trade has (0 for an unknown trade). */
  countBySpecialite(specialiteId: number): Promise<number>;
  /** Map markers of the artisans that have coordinates, optionally of one trade only. */
  listMarkers(specialiteId?: number, filters?: UrgenceFilters): Promise<ArtisanMarker[]>;
  /** The map's open, positioned artisans as id and position only (the position index), in `box` if given. */
  markerPositions(
    specialiteId?: number,
    filters?: MapFilters,
    box?: ViewBox,
  ): Promise<{ id: number; lon: number; lat: number }[]>;
  /**
   * A page of the map's side list: the markers in `box` nearest its centre first (plane distance in degrees, the
   * position index's order); `more` when a next page holds others.
   */
  viewArtisans(request: {
    specialiteId?: number;
    filters: MapFilters;
    box: ViewBox;
    size: number;
    offset: number;
  }): Promise<{ markers: ArtisanMarker[]; more: boolean }>;
  /** The markers of these artisans, in the order of the ids; closed or unknown ones left out. */
  markersByIds(ids: number[]): Promise<ArtisanMarker[]>;
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
   * Up to `limit` open cards (of one trade when given) by company name then id, after the card `after` names: the
   * full lists are streamed batch by batch (routes/artisan-full-list.ts). `next` is where the following batch starts,
   * null after the last one.
   */
  cardBatch(request: { specialiteId?: number; after: CardCursor | null; limit: number }): Promise<{
    cards: ArtisanCard[];
    next: CardCursor | null;
  }>;
  /**
   * The sitemap's artisan files (sitemap-files.ts): each area's blocks of ids that hold open listings, with how many
   * each holds and when it last changed.
   */
  sitemapFiles(maxUrls: number): Promise<SitemapFile[]>;
  /**
   * The open listings of an area with fromId <= id < toId, in id order, each with the last change its page shows
   * (the record and details, the published reviews and their replies).
   */
  sitemapFileEntries(
    area: string,
    ids: { fromId: number; toId: number },
  ): Promise<{ id: number; lastmod: string }[]>;
  /** Each trade that has had open listings, and the last change of its page (a card changed, came or left). */
  sitemapTradeLastmods(): Promise<Map<number, string>>;
}

/** An area's slice of SITEMAP_SLICE_IDS ids, as the database keeps it (sitemap_slices). */
export interface SitemapSlice {
  area: string;
  slice: number;
  /** The open listings it holds (0 once the last one left). */
  count: number;
  /** Its last change: an entry's, an arrival or a departure (ISO). */
  lastmod: string;
}

/** A file of the sitemap: the open listings of `area` with fromId <= id < toId, in id order. */
export interface SitemapFile {
  area: string;
  /** Its block of ids within the area, from 1. */
  part: number;
  count: number;
  lastmod: string;
  fromId: number;
  toId: number;
}

/** Where a batch of the full card list starts: the last card read before it. */
export interface CardCursor {
  nameKey: string;
  id: number;
}

/** The repository's reads (reads.ts). */
export type ArtisanReads = Omit<ArtisanRepository, 'create' | 'update' | 'updateSelf' | 'delete'>;

/** The repository's writes (writes.ts). */
export type ArtisanWrites = Pick<ArtisanRepository, 'create' | 'update' | 'updateSelf' | 'delete'>;
