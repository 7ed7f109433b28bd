// Test helper of the directory's pages: renders a page at a URL inside a router and shows where navigation went.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** `element` is mounted at `pattern`; any other path shows only the probe. */
export function renderAt(element: ReactElement, { url, pattern = '*' }: { url: string; pattern?: string }) {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
}

/**
 * React 19 builds a FormData of a form whose submit handler starts a transition (react-router's navigate does), and
 * the test environment's FormData (Node's, from jest-fixed-jsdom) refuses a jsdom form. Browsers are unaffected.
 */
export function stubFormData(): void {
  jest.spyOn(globalThis, 'FormData').mockImplementation(() => ({}) as FormData);
}
