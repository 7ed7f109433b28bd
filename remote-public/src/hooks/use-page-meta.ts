// Title and meta description of a page of the public site: set in the document while the page is shown, and
// handed to the server's render for the page's head (with its canonical path, sharing image and JSON-LD).
import { useEffect } from 'react';
import { useLocation } from '@annuaire/shared/routing/router';
import { useServerHead, type PageHead } from '@annuaire/shared/ssr/page-head';

export const SITE_NAME = 'Annuaire des artisans';

/**
 * Sets document.title and the meta description; the previous description comes back when the page goes, so that
 * the next page never keeps this one's. A null title leaves both alone (data still loading). `head` adds what only
 * the server's head carries (canonical path, Open Graph image, JSON-LD); a canonical link already in the page
 * follows client navigation.
 */
export function usePageMeta(title: string | null, description: string | null, head?: PageHead): void {
  useServerHead(title === null ? null : { title, ...(description === null ? {} : { description }), ...head });
  const canonicalPath = head?.canonicalPath;
  useEffect(() => {
    if (title === null) return undefined;
    document.title = title;
    if (canonicalPath) {
      const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (canonical) canonical.href = new URL(canonicalPath, canonical.href).href;
    }
    if (description === null) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    const element = meta;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [title, description, canonicalPath]);
}

/**
 * A page of the site's static part: its title followed by the site's name ('Contact – Annuaire des artisans'), and
 * its own address as canonical URL (without the query, and without a trailing slash that the route tolerates), the
 * address the sitemap lists.
 */
export function useSitePageMeta(title: string, description: string): void {
  const { pathname } = useLocation();
  const canonicalPath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  usePageMeta(`${title} – ${SITE_NAME}`, description, { canonicalPath });
}
