// Scrolls to the element named by the URL's #fragment (the footer's /politique-confidentialite#cookies and
// /cgu#mentions-legales), which a client-side page must do itself.
import { useEffect } from 'react';
import { useLocation } from '@annuaire/shared/routing/router';

export function useHashScroll(): void {
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return undefined;
    // After the shell's scroll-to-top, which runs in the same commit as this page's first render.
    const timer = window.setTimeout(() => {
      let id: string;
      try {
        id = decodeURIComponent(hash.slice(1));
      } catch {
        // A malformed fragment names nothing.
        return;
      }
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView?.({ block: 'start' });
      // Keyboard and screen-reader users continue from the section they were sent to.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
