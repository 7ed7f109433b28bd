// Title and meta description of a page of the public site, set while the page is shown.
import { useEffect } from 'react';

export const SITE_NAME = 'Annuaire des artisans';

/**
 * Sets document.title and the meta description; the previous description comes back when the page goes, so that
 * the next page never keeps this one's. A null title leaves both alone (data still loading).
 */
export function usePageMeta(title: string | null, description: string | null): void {
  useEffect(() => {
    if (title === null) return undefined;
    document.title = title;
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
  }, [title, description]);
}

/** A page of the site's static part: its title followed by the site's name ('Contact – Annuaire des artisans'). */
export function useSitePageMeta(title: string, description: string): void {
  usePageMeta(`${title} – ${SITE_NAME}`, description);
}
