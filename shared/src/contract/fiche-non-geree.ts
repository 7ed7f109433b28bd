// Requests to a listing of the registers that no business manages yet: whether a visitor may write to it (its
// business's e-mail in ADEME's RGE list, a few requests a month, never after « Ne plus recevoir de demandes »), the
// texts of its page and of the mail its business receives, and the opt-out link's answers. Without zod: the public
// profile reads these texts and downloads no validator.

/**
 * How a visitor reaches a listing nobody manages (null on a managed listing, which receives requests as always):
 * - PAR_EMAIL: its business's e-mail in the RGE list receives the request, with an invitation to claim the listing;
 * - PLAFOND: FICHE_NON_GEREE_LIMITS.demandesMax requests already went in the window: not yet;
 * - SANS_EMAIL: the registers hold no e-mail for it: not yet;
 * - REFUS: its business chose « Ne plus recevoir de demandes ».
 */
export const JOIGNABILITES = ['PAR_EMAIL', 'PLAFOND', 'SANS_EMAIL', 'REFUS'] as const;
export type Joignabilite = (typeof JOIGNABILITES)[number];

export const FICHE_NON_GEREE_LIMITS = {
  /**
   * Requests a listing nobody manages receives at most in the window: enough for a business to see that the
   * directory brings customers, too few for the directory to become a sender of unsolicited mail.
   */
  demandesMax: 3,
  fenetreJours: 30,
  /** The claimed artisans of the same trade a listing that cannot be reached offers instead. */
  alternativesMax: 3,
  /** An opt-out link's token (`<id>.<43 characters>`): longer is no token. */
  jetonMax: 64,
} as const;

export const FICHE_NON_GEREE_TEXTS = {
  /** The first words of the mail a listing nobody manages receives. */
  invitation:
    'Un particulier vous demande un devis via l’Annuaire des artisans. Revendiquez gratuitement votre fiche pour lui répondre et gérer vos demandes.',
  optOutLink: 'Ne plus recevoir de demandes',
  /** Beside « Contacter cette entreprise » on a listing reached through its RGE e-mail. */
  parEmail:
    'Cette entreprise n’a pas encore revendiqué sa fiche : votre demande lui est transmise par e-mail, à l’adresse que publie la liste RGE de l’ADEME.',
  contactButton: 'Contacter cette entreprise',
  /** PLAFOND and SANS_EMAIL. */
  notYet: 'Cette entreprise ne peut pas encore être jointe par l’annuaire.',
  /** REFUS. */
  refused: 'Cette entreprise ne peut pas être jointe par l’annuaire.',
  alternativesTitle: (metier: string, ville: string) =>
    `Artisans ${metier.toLocaleLowerCase('fr-FR')} qui interviennent à ${ville}`,
  alternativesTitleNoTrade: (ville: string) => `Artisans qui interviennent à ${ville}`,
  alternativesLoading: 'Recherche des artisans qui interviennent près d’ici…',
  alternativesEmpty: 'Aucun artisan inscrit de ce métier n’intervient encore ici.',
  /**
   * The alternatives' own small search: the visitor names their place instead of the listing's town (the address
   * index finds communes and postcodes, not streets: the box promises no more).
   */
  alternativesSearchLabel: 'Chercher les artisans qui interviennent chez vous',
  alternativesPlaceLabel: 'Votre commune ou code postal',
  alternativesPlacePlaceholder: 'Ville ou code postal',
  /** Back to the listing's own town once the visitor named another place. */
  alternativesReset: (ville: string) => `Revenir à ${ville}`,
  /** Said to a screen reader once the artisans of a place the visitor chose have loaded. */
  alternativesFound: (count: number, lieu: string) => {
    if (count === 0) return `Aucun artisan inscrit n’intervient encore à ${lieu}.`;
    return count === 1 ? `1 artisan intervient à ${lieu}.` : `${count} artisans interviennent à ${lieu}.`;
  },
  /** The opt-out page (opened from the mail's link). */
  optOutTitle: 'Ne plus recevoir de demandes',
  /** The opt-out page's meta description (its head; the page is never indexed). */
  optOutDescription:
    'Une entreprise dont la fiche n’est pas encore gérée choisit de ne plus recevoir de demandes par l’Annuaire des artisans.',
  optOutPending: 'Enregistrement de votre choix…',
  optOutDone: (entrepriseNom: string) =>
    `C’est noté : ${entrepriseNom} ne recevra plus de demandes par l’Annuaire des artisans.`,
  optOutExplain:
    'Sa fiche dit désormais que l’entreprise ne peut pas être jointe par l’annuaire. Si vous revendiquez votre fiche, vous recevrez les demandes dans votre espace.',
  optOutUndo: 'Recevoir à nouveau les demandes',
  optInDone: (entrepriseNom: string) =>
    `C’est noté : ${entrepriseNom} peut à nouveau recevoir des demandes par l’Annuaire des artisans.`,
  optOutAgain: 'Ne plus recevoir de demandes',
  claimLink: 'Revendiquer ma fiche',
} as const;

export const FICHE_NON_GEREE_MESSAGES = {
  /** 409 of POST /api/demandes naming a listing nobody manages that cannot be reached (PLAFOND, SANS_EMAIL). */
  notYet: FICHE_NON_GEREE_TEXTS.notYet,
  /** 409 of POST /api/demandes naming a listing whose business refused requests (REFUS). */
  refused: FICHE_NON_GEREE_TEXTS.refused,
  /** An opt-out link unknown, altered or whose listing is gone. */
  linkInvalid: 'Ce lien n’est pas valide : ouvrez celui du dernier e-mail reçu.',
  linkFormat: 'Ce lien n’est pas valide.',
  /** The listing is managed now: its account chooses how it is told of requests. */
  managed:
    'Cette fiche est gérée par son entreprise : les demandes arrivent dans son espace, où elle choisit comment en être prévenue.',
} as const;
