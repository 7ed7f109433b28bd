// Route table of the product: which URL belongs to which app, and href builders for links between apps.
// Used by the shell (mounting remotes, guards, login redirects) and by every remote (its own <Routes>, links).
// Pure constants: remote route paths are relative to the prefix where the shell mounts the remote.
import { UI_SETTINGS } from '../config/ui-settings';

type Id = number | string;

/**
 * Public info articles, all served by remote-public: first the homeowner guides to the works themselves (aids,
 * TVA, devis, insurance), then the landlord tax guides of SPEC section 2, then the FAQ.
 */
export const ARTICLE_PATHS = [
  '/aides-maprimerenov-cee',
  '/eco-ptz',
  '/tva-travaux',
  '/lire-un-devis',
  '/verifier-decennale-rge',
  '/comparatif-regimes',
  '/fisc-immo',
  '/infos-dpe',
  '/financement-immobilier',
  '/infos-lmnp',
  '/infos-lmp',
  '/infos-location-nue',
  '/strategie-investissement',
  '/faq',
] as const;

/** Every public route pattern, in react-router syntax; remote-public renders them, the shell 404s anything else. */
export const PUBLIC_PATHS = {
  home: '/',
  metiers: '/metiers',
  metier: '/metier/:specialiteId',
  artisan: '/artisan/:artisanId',
  map: '/map',
  about: '/about',
  contact: '/contact',
  cgu: '/cgu',
  privacy: '/politique-confidentialite',
  join: '/join',
  becomePartner: '/devenir-partenaire',
  partners: '/partenaires',
  infos: '/infos-et-aides',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Beyond the spec: the accessibility statement (RGAA model), linked from the footer's legal links. */
  accessibility: '/accessibilite',
  /** Issue 20: how reviews are collected, checked and ordered, and how trade pages order artisans (D111-6, D111-17). */
  reviewsPolicy: '/fonctionnement-des-avis',
  /** Issue 20: the customer's review form, opened from an invitation's link (?token=…); never indexed. */
  newReview: '/avis/nouveau',
  /** The visitor's record of a request, opened from the private link of their copy (?token=…); never indexed. */
  maDemande: '/ma-demande',
  /** An account created without a password: its owner chooses one from the activation mail (?token=…). */
  activation: '/activer-mon-compte',
  /**
   * « C'est votre entreprise ? »: a business takes over a listing nobody manages (?fiche=<artisanId>), or finds it
   * first; a form, never indexed.
   */
  claim: '/revendiquer',
  /**
   * The right to object (RGPD, article 21): a business asks for its listing's withdrawal (?siret=…&artisan=…, from
   * the profile's link); a form, never indexed.
   */
  retraitFiche: '/retirer-une-fiche',
  /** The search by company name, SIRET, trade and place (?q=…&page=…), from the header's box; never indexed. */
  recherche: '/recherche',
  /**
   * « Ne plus recevoir de demandes »: a listing nobody manages stops receiving requests (?jeton=…, the link of the
   * mail its business received); never indexed.
   */
  optOut: '/ne-plus-recevoir-de-demandes',
} as const;

export const PUBLIC_ROUTE_PATTERNS: readonly string[] = [...Object.values(PUBLIC_PATHS), ...ARTICLE_PATHS];

/** Login pages, rendered by the shell. */
export const LOGIN_PATHS = { admin: '/admin', backoffice: '/backoffice' } as const;

/** remote-pro-editor is mounted at `/admin/*`; its children are relative to it. */
export const EDITOR_PREFIX = '/admin';
/**
 * The editor's three parts, each with its own address (the browser's back works, a mail links to the inbox):
 * « Mon profil », « Demandes » (the inbox) and « Avis ».
 */
export const EDITOR_CHILD_PATHS = {
  artisan: 'artisan/:artisanId',
  demandes: 'artisan/:artisanId/demandes',
  avis: 'artisan/:artisanId/avis',
} as const;

/** remote-backoffice is mounted at `/backoffice/admin/*`; its children are relative to it. */
export const BACKOFFICE_PREFIX = '/backoffice/admin';
export const BACKOFFICE_CHILD_PATHS = {
  home: 'home',
  artisans: 'artisans',
  artisan: 'artisan/:artisanId',
  specialites: 'specialites',
  particuliers: 'particuliers',
  accounts: 'accounts',
  /** Beyond the spec: the contact messages and join requests received. */
  messages: 'messages',
  /** Issue 19: the requests relayed to artisans, counted per artisan. */
  demandes: 'demandes',
  /** Issue 20: « Avis à modérer », reviews waiting and reviews reported by their artisan. */
  avis: 'avis',
  /** The runs of the registers' importer (npm run import:registres), and one run's report. */
  registresImports: 'imports-registres',
  registreImport: 'imports-registres/:importId',
  /** The requests to withdraw a listing (RGPD, article 21), accepted or refused with a reason. */
  retraits: 'retraits',
  /** The claims of listings (« C'est votre entreprise ? »), with their certification and every step. */
  revendications: 'revendications',
} as const;

/** Absolute links, usable from any app (react-router `to` or `href`). */
export const hrefs = {
  home: () => '/',
  metiers: () => '/metiers',
  metier: (specialiteId: Id) => `/metier/${specialiteId}`,
  artisan: (artisanId: Id) => `/artisan/${artisanId}`,
  map: () => '/map',
  about: () => '/about',
  contact: () => '/contact',
  cgu: () => '/cgu',
  privacy: () => '/politique-confidentialite',
  accessibility: () => '/accessibilite',
  reviewsPolicy: () => '/fonctionnement-des-avis',
  /** The claim of one listing (« C'est votre entreprise ? » on its page), or the page that finds it. */
  claim: (artisanId?: Id) => (artisanId === undefined ? '/revendiquer' : `/revendiquer?fiche=${artisanId}`),
  /** The contest of a listing an account manages: its claim page with the contest open (documents only). */
  claimContest: (artisanId: Id) => `/revendiquer?fiche=${artisanId}&contester=1`,
  /** The page a claim's letter opens (its QR code): the letter's code, ready to be checked. */
  claimLetter: (code: string) => `/revendiquer?courrier=${encodeURIComponent(code)}`,
  newReview: (token: string) => `/avis/nouveau?token=${encodeURIComponent(token)}`,
  maDemande: (token: string) => `/ma-demande?token=${encodeURIComponent(token)}`,
  optOut: (token: string) => `/ne-plus-recevoir-de-demandes?jeton=${encodeURIComponent(token)}`,
  activation: (token: string) => `/activer-mon-compte?token=${encodeURIComponent(token)}`,
  /** The withdrawal form, filled in with the listing's SIRET and id when given (the profile page's link). */
  retraitFiche: (siret?: string, artisanId?: Id) => {
    const params = new URLSearchParams();
    if (siret) params.set('siret', siret);
    if (artisanId !== undefined && artisanId !== '') params.set('artisan', String(artisanId));
    const search = params.toString();
    return search ? `/retirer-une-fiche?${search}` : '/retirer-une-fiche';
  },
  /** The search page for a text (none: the page that asks for one), at a page of results beyond the first. */
  recherche: (q?: string, page = 1) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `/recherche?${search}` : '/recherche';
  },
  join: () => '/join',
  partners: () => '/devenir-partenaire',
  infos: () => '/infos-et-aides',
  forgotPassword: () => '/forgot-password',
  login: () => LOGIN_PATHS.admin,
  backofficeLogin: () => LOGIN_PATHS.backoffice,
  editor: (artisanId: Id) => `${EDITOR_PREFIX}/artisan/${artisanId}`,
  /** The editor's inbox, unhandled requests first shown (the mails of new requests and the digest link here). */
  editorDemandes: (artisanId: Id) => `${EDITOR_PREFIX}/artisan/${artisanId}/demandes`,
  editorAvis: (artisanId: Id) => `${EDITOR_PREFIX}/artisan/${artisanId}/avis`,
  backoffice: {
    home: () => `${BACKOFFICE_PREFIX}/home`,
    /** `specialite` keeps the artisans of one trade (a trade in use: « Voir les N artisans »). */
    artisans: (specialite?: Id) =>
      `${BACKOFFICE_PREFIX}/artisans${specialite === undefined ? '' : `?specialite=${specialite}`}`,
    artisan: (artisanId: Id) => `${BACKOFFICE_PREFIX}/artisan/${artisanId}`,
    specialites: () => `${BACKOFFICE_PREFIX}/specialites`,
    particuliers: () => `${BACKOFFICE_PREFIX}/particuliers`,
    accounts: () => `${BACKOFFICE_PREFIX}/accounts`,
    messages: () => `${BACKOFFICE_PREFIX}/messages`,
    demandes: () => `${BACKOFFICE_PREFIX}/demandes`,
    avis: () => `${BACKOFFICE_PREFIX}/avis`,
    registresImports: () => `${BACKOFFICE_PREFIX}/imports-registres`,
    registreImport: (importId: Id) => `${BACKOFFICE_PREFIX}/imports-registres/${importId}`,
    /** `statut` filters the list (EN_ATTENTE: the home page's count links there). */
    retraits: (statut?: string) => `${BACKOFFICE_PREFIX}/retraits${statut ? `?statut=${statut}` : ''}`,
    /** `statut` filters the list (EN_COURS, VALIDEE, EXPIREE). */
    revendications: (statut?: string) =>
      `${BACKOFFICE_PREFIX}/revendications${statut ? `?statut=${statut}` : ''}`,
  },
} as const;

/** SPEC "Guard": a protected path containing 'backoffice' sends to the back-office login, any other to /admin. */
export function loginPathFor(pathname: string): string {
  return pathname.includes('backoffice') ? LOGIN_PATHS.backoffice : LOGIN_PATHS.admin;
}

/** Toasts close after 2 s on the public site and 5 s in the back office (SPEC section 9). */
export function toastDurationFor(pathname: string): number {
  return pathname.startsWith(LOGIN_PATHS.backoffice)
    ? UI_SETTINGS.toastBackofficeMs
    : UI_SETTINGS.toastPublicMs;
}

const EDITOR_PART_PATH = /^\/admin\/artisan\/(\d{1,10})(?:\/(?:demandes|avis))?$/;

/**
 * The editor's page the guard sent to the login (a mail's link to « Demandes », say), when it is one this user may
 * open: an artisan's own, any for an admin. Nothing else is followed, so a crafted link leads nowhere unexpected.
 */
function requestedEditorPath(
  claims: { readonly role: string; readonly artisanId: number | null },
  requested: string | null | undefined,
): string | null {
  const match = requested ? EDITOR_PART_PATH.exec(requested) : null;
  if (!match) return null;
  if (claims.role === 'ROLE_ADMIN') return requested!;
  return claims.role === 'ROLE_ARTISAN' && claims.artisanId === Number(match[1]) ? requested! : null;
}

/**
 * Where a signed-in user goes after login, or when opening a login page while signed in (SPEC section 4):
 * an artisan to their editor; an admin to / or, from the back-office login, to the back-office home.
 */
export function afterLoginPath(
  claims: { readonly role: string; readonly artisanId: number | null },
  fromBackoffice: boolean,
  requested?: string | null,
): string {
  const asked = requestedEditorPath(claims, requested);
  if (asked) return asked;
  if (claims.role === 'ROLE_ARTISAN' && claims.artisanId !== null) return hrefs.editor(claims.artisanId);
  if (claims.role === 'ROLE_ADMIN' && fromBackoffice) return hrefs.backoffice.home();
  return hrefs.home();
}
