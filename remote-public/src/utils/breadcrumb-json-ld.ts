// schema.org BreadcrumbList of a page's trail (Accueil > Métiers > Plombier), for search engines; the pages that
// show a breadcrumb put it in their <head> beside the visible one.

export interface BreadcrumbJsonLdItem {
  name: string;
  /** The page's path on the site ('/metiers'); made absolute with the origin. */
  path: string;
}

export function breadcrumbJsonLd(
  items: readonly BreadcrumbJsonLdItem[],
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}
