// Title and meta description of a page of the public site, set while the page is shown.
import { useEffect } from 'react';

export const SITE_NAME = 'Annuaire des artisans';

/**
 * Sets document.title ('<title> – Annuaire des artisans') and the meta description; the previous description comes
 * back when the page goes, so that a page that sets none does not keep this one's.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} – ${SITE_NAME}`;
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
