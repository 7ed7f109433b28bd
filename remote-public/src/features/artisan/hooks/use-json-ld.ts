// Keeps a JSON-LD block in the document head while the page is shown. A page rendered on the server already has
// it (data-page attribute): the hook takes that block over instead of adding a second one.
import { useEffect } from 'react';

export function useJsonLd(json: string | null, page = 'artisan'): void {
  useEffect(() => {
    if (json === null) return undefined;
    const existing = document.head.querySelector<HTMLScriptElement>(
      `script[type="application/ld+json"][data-page="${page}"]`,
    );
    const script = existing ?? document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.page = page;
    script.textContent = json;
    if (!existing) document.head.append(script);
    return () => script.remove();
  }, [json, page]);
}
