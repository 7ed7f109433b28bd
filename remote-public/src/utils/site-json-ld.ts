// schema.org documents of the site itself, in the home page's <head>: the WebSite (its name and address) and the
// Organization that runs it (with its logo, the 512 px icon of /site.webmanifest). No SearchAction: the home page's
// searches choose a trade from a list or a place turned into coordinates, no address takes a typed text.
import { SITE_NAME } from '../hooks/use-page-meta';

/** The logo served at the site's root (api/src/routes/site-files.ts). */
export const SITE_LOGO_PATH = '/icon-512.png';

export function siteJsonLd(origin: string): Record<string, Record<string, unknown>> {
  const url = `${origin}/`;
  const organizationId = `${url}#organization`;
  return {
    website: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: SITE_NAME,
      url,
      inLanguage: 'fr-FR',
      publisher: { '@id': organizationId },
    },
    organization: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: SITE_NAME,
      url,
      logo: `${origin}${SITE_LOGO_PATH}`,
    },
  };
}
