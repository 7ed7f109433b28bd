// schema.org LocalBusiness of an artisan, with its AggregateRating when it has reviews, for search engines.
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { hrefs } from '@annuaire/shared/federation/routes';

export function artisanJsonLd(
  artisan: ArtisanPublic,
  description: string | null,
  origin: string,
): Record<string, unknown> {
  const { adresse } = artisan;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
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
  return data;
}

/** The JSON for a <script type="application/ld+json">: '<' escaped so that no text can close the script. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
