// schema.org documents of the site itself, in the home page's <head>: the WebSite (its name and address) and the
// Organization that runs it (with its logo, the 512 px icon of /site.webmanifest), and the WebSite's SearchAction:
// /recherche?q= takes any text typed (a company, a SIRET, a trade and a town).
import { hrefs } from '@annuaire/shared/federation/routes';
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
      potentialAction: {
        '@type': 'SearchAction',
        // The placeholder stays unescaped: search engines replace it with the text typed.
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}${hrefs.recherche()}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
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
