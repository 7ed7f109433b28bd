// The review texts a page shows before any form: without zod, so that the artisan page downloads no validator
// (the form of « Laisser un avis », with the contract's schemas in avis.ts, comes when it is opened).

/** The button of the artisan page's « Avis clients » that opens the request for a review link. */
export const UNSOLICITED_LABEL = 'Laisser un avis';
