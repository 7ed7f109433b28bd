// Puts a JSON-LD block in the document head while the page is shown.
import { useEffect } from 'react';

export function useJsonLd(json: string | null): void {
  useEffect(() => {
    if (json === null) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.page = 'artisan';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
