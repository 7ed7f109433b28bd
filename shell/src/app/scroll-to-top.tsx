import { useEffect } from 'react';
import { useLocation } from '@annuaire/shared/routing/router';

/** Scrolls the window to the top on every path change (SPEC section 2); query or hash changes keep the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
