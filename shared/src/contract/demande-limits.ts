// The limits of the requests to artisans, without zod: the artisan and trade pages read them (how many
// artisans one request goes to) and download no validator; the form's schemas in demande.ts, which re-exports them,
// come with the form.

export const DEMANDE_LIMITS = {
  nomMax: 100,
  messageMin: 20,
  messageMax: 2000,
  /** Links a message may hold, at most: whatever a mail client would make a link of (countLinks, demande.ts). */
  linksMax: 2,
  /** Artisans one request goes to, at most (the trade page's selection). */
  artisansMax: 3,
  /** Requests (whatever their number of artisans) from one client address in an hour. */
  perHour: 5,
  /**
   * The same e-mail to the same artisan: once in this window. A repeat is answered as a first request (nothing
   * stored nor sent again): the answer never tells who already wrote to whom.
   */
  sameArtisanWindowHours: 24,
  /** Requests, contact and join messages are deleted this many months after they were sent. */
  retentionMonths: 12,
  /**
   * The one follow-up to the visitor (« Avez-vous trouvé un artisan ? »): this many days after the request, not for
   * a withdrawn one…
   */
  followUpDays: 7,
  /** …nor for one older than this when the daily sweep first sees it (those sent before the follow-up existed). */
  followUpMaxDays: 14,
  /** A « Ma demande » link's token (`<id>.<43 characters>`): longer is no token. */
  suiviTokenMax: 64,
  /** The badge « Répond rapidement »: at least this many requests… */
  fastReplyMinRequests: 5,
  /**
   * …from at least this many senders (distinct e-mails, case ignored), so that one person's requests never earn it;
   * requests the artisan sent itself (signed in as its account, or from its account's e-mail) never count…
   */
  fastReplyMinSenders: 3,
  /** …and a median time to mark them handled under this many hours. */
  fastReplyMaxMedianHours: 48,
} as const;
