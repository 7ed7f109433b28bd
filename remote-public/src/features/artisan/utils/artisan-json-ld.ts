// schema.org LocalBusiness of an artisan (as the subtype its trades name, when schema.org has one), with its
// AggregateRating when it has reviews, its founding date when known, and each review with its author, date and
// rating once the page has them (the reviews modal loads them), for search engines. The artisan page puts it in its
// <head>.
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { Note } from '@annuaire/shared/contract/note';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { normalizeText } from '@annuaire/shared/domain/text';
import { hrefs } from '@annuaire/shared/federation/routes';
import { reviewStars } from './reviews';

/**
 * The HomeAndConstructionBusiness subtypes schema.org defines, each with the word starts that name it in a folded
 * French trade name (lower case, no accents; `\P{L}` is any non-letter, so "peint" must begin a word). Tried in
 * this order within one name, so that a "Plombier chauffagiste" is a Plumber. Trades with no subtype of their own
 * (menuisier, carreleur, plaquiste…) stay HomeAndConstructionBusiness rather than borrow a wrong one.
 */
const BUSINESS_TYPES: readonly (readonly [type: string, pattern: RegExp])[] = [
  ['Plumber', /(?:^|\P{L})plomb/u],
  ['Electrician', /(?:^|\P{L})electric/u],
  ['HousePainter', /(?:^|\P{L})peint/u],
  ['RoofingContractor', /(?:^|\P{L})(?:couvr|toit|zingu)/u],
  ['Locksmith', /(?:^|\P{L})serrur/u],
  ['HVACBusiness', /(?:^|\P{L})(?:chauffag|climati|frigori)/u],
  ['MovingCompany', /(?:^|\P{L})demenag/u],
  // schema.org has no masonry type: the maçon builds the structure (gros œuvre) and leads the building work.
  ['GeneralContractor', /(?:^|\P{L})(?:macon|gros (?:œ|oe)uvre|entreprise generale)/u],
];

function businessTypeOfTrade(metier: string): string | null {
  const folded = normalizeText(metier);
  return BUSINESS_TYPES.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}

/** The schema.org type of an artisan: that of its first trade that has one, else HomeAndConstructionBusiness. */
export function artisanBusinessType(specialites: readonly { metier: string }[]): string {
  for (const specialite of specialites) {
    const type = businessTypeOfTrade(specialite.metier);
    if (type) return type;
  }
  return 'HomeAndConstructionBusiness';
}

/**
 * A published review as a schema.org Review: the displayed name, the publication date, the stars, the comment. The
 * artisan's reply is left out: it is no part of the customer's review (the page shows it under the review).
 */
function reviewJsonLd(note: Note): Record<string, unknown> {
  const body = note.commentaire?.trim();
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: note.auteur },
    datePublished: note.datePublication,
    reviewRating: {
      '@type': 'Rating',
      ratingValue: reviewStars(note),
      bestRating: LIMITS.starsMax,
      worstRating: LIMITS.starsMin,
    },
    ...(body ? { reviewBody: body } : {}),
  };
}

/** `reviews`: the artisan's published reviews when the page has them (none are asked for with the page). */
export function artisanJsonLd(
  artisan: ArtisanPublic,
  description: string | null,
  origin: string,
  reviews?: readonly Note[],
): Record<string, unknown> {
  const { adresse } = artisan;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': artisanBusinessType(artisan.specialitesDetails),
    '@id': `${origin}${hrefs.artisan(artisan.id)}`,
    name: artisan.entrepriseNom,
    url: `${origin}${hrefs.artisan(artisan.id)}`,
    address: {
      '@type': 'PostalAddress',
      ...(adresse.rue ? { streetAddress: adresse.rue } : {}),
      ...(adresse.codePostal ? { postalCode: adresse.codePostal } : {}),
      ...(adresse.ville ? { addressLocality: adresse.ville } : {}),
      addressCountry: adresse.pays === 'France' || !adresse.pays ? 'FR' : adresse.pays,
    },
    taxID: artisan.siret,
  };
  if (description) data.description = description;
  if (artisan.imagePrincipale) data.image = `${origin}${artisan.imagePrincipale.pathImg}`;
  if (artisan.dateCreationEntreprise) data.foundingDate = artisan.dateCreationEntreprise;
  if (artisan.telephone) data.telephone = artisan.telephone;
  if (artisan.email) data.email = artisan.email;
  if (artisan.latitude !== null && artisan.longitude !== null) {
    data.geo = { '@type': 'GeoCoordinates', latitude: artisan.latitude, longitude: artisan.longitude };
  }
  if (artisan.specialitesDetails.length > 0) {
    data.knowsAbout = artisan.specialitesDetails.map((specialite) => specialite.metier);
  }
  if (artisan.nombreAvis > 0 && artisan.moyenne > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(artisan.moyenne * 10) / 10,
      reviewCount: artisan.nombreAvis,
      bestRating: LIMITS.starsMax,
      worstRating: LIMITS.starsMin,
    };
  }
  if (reviews && reviews.length > 0) data.review = reviews.map(reviewJsonLd);
  return data;
}

/** The JSON for a <script type="application/ld+json">: '<' escaped so that no text can close the script. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
