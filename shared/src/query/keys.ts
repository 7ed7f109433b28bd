// The query keys of the shell and the remotes, in one place: the same data read by two apps (an artisan on the
// public page and in the editor, the trades in the header and the back office) has one key, so one cache entry,
// and a write invalidates it wherever it is shown. The server rendering prefetches these same keys.
// Keys are prefixes of each other where invalidating the first should reach the second: ['artisans', 7] reaches
// the artisan's details, reviews, trades and account.

type Id = number | string;

export const queryKeys = {
  specialites: () => ['specialites'] as const,
  specialite: (id: Id) => ['specialites', Number(id)] as const,
  /** A trade page's artisans: the page, its sort and position as the URL gives them. */
  tradePage: (specialiteId: Id, params: object) =>
    ['specialites', Number(specialiteId), 'artisans', params] as const,
  artisans: () => ['artisans'] as const,
  /** The back office's artisan list: its page and search. */
  artisansPage: (params: object) => ['artisans', 'page', params] as const,
  artisanSearch: (query: string) => ['artisans', 'search', query] as const,
  mapMarkers: () => ['artisans', 'map'] as const,
  /** The map's view (box, zoom and filters: clusters and markers) and the side list of a box's artisans (its box,
   * filters and, for a single page, its page): under mapMarkers(), so under artisans(), which a write invalidates. */
  mapView: (params: object) => ['artisans', 'map', 'vue', params] as const,
  mapViewArtisans: (params: object) => ['artisans', 'map', 'vue', 'artisans', params] as const,
  /** A page of the public search (/recherche), and the search box's suggestions for a text. */
  recherche: (params: object) => ['artisans', 'recherche', params] as const,
  rechercheSuggestions: (q: string) => ['artisans', 'recherche', 'suggestions', q] as const,
  artisan: (id: Id) => ['artisans', Number(id)] as const,
  artisanDetails: (id: Id) => ['artisans', Number(id), 'details'] as const,
  /** The same with expired qualifications and insurances (the editor, the back office): under artisanDetails, so
   * that invalidating that key refreshes both. */
  artisanDetailsWithExpired: (id: Id) => ['artisans', Number(id), 'details', 'expirees'] as const,
  artisanNotes: (id: Id) => ['artisans', Number(id), 'notes'] as const,
  artisanSpecialites: (id: Id) => ['artisans', Number(id), 'specialites'] as const,
  artisanAccount: (id: Id) => ['artisans', Number(id), 'account'] as const,
  /** The requests an artisan received (the editor's inbox, the back office's list of one artisan). */
  artisanDemandes: (id: Id) => ['artisans', Number(id), 'demandes'] as const,
  /** How the artisan is told of new requests (each one, or a daily digest). */
  artisanAlertesDemandes: (id: Id) => ['artisans', Number(id), 'alertes-demandes'] as const,
  /** The back office's counts of requests per artisan, and one request read on demand. */
  demandeCounts: () => ['demandes'] as const,
  demande: (id: Id) => ['demandes', Number(id)] as const,
  /** The invitations to review an artisan sent (the editor), and a review link's state (/avis/nouveau). */
  artisanInvitations: (id: Id) => ['artisans', Number(id), 'invitations'] as const,
  invitation: (token: string) => ['avis', 'invitation', token] as const,
  /** A visitor's « Ma demande » page (its private link's token). */
  demandeSuivi: (token: string) => ['demandes', 'suivi', token] as const,
  /** The back office's reviews to moderate (waiting and reported). */
  avisModeration: () => ['avis', 'moderation'] as const,
  /** The back office's requests to withdraw a listing (RGPD article 21), and one page of them (page, status). */
  retraits: () => ['retraits'] as const,
  retraitsPage: (params: object) => ['retraits', params] as const,
  /** The back office's pages of claims of listings. */
  revendicationsPage: (params: object) => ['revendications', 'page', params] as const,
  users: () => ['users'] as const,
  usersByRole: (role: string) => ['users', role] as const,
  /** A page of the role's free accounts for a search (the artisan form's owner): under usersByRole(role), which
   * every write to an artisan's owner invalidates, and users(), which every account write does. */
  freeUsersPage: (role: string, params: object) => ['users', role, 'libres', params] as const,
  /** One account, read by id (the artisan form's current owner). */
  user: (id: Id) => ['users', 'id', Number(id)] as const,
  /** The back office's account list: its page and search (under users(), which every account write invalidates). */
  usersPage: (params: object) => ['users', 'page', params] as const,
  particuliers: () => ['particuliers'] as const,
  /** The back office's particulier list: its page and search (under particuliers(), invalidated by an addition). */
  particuliersPage: (params: object) => ['particuliers', 'page', params] as const,
  messages: () => ['messages'] as const,
  /** The back office's runs of the registers' importer: a page of them, and one run's report. */
  registreImportsPage: (page: number) => ['registres', 'imports', 'page', page] as const,
  registreImport: (id: Id) => ['registres', 'imports', Number(id)] as const,
  /** The map's tile style (from the runtime config) and the position the browser gave on arrival. */
  mapStyle: () => ['map', 'style'] as const,
  browserPosition: () => ['map', 'browser-position'] as const,
} as const;
