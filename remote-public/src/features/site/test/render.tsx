// Test helper of the site pages: renders a page at a URL inside a router, with the pages a form may send to.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** Renders `element` at `path` (route pattern `pattern`); any other path shows 'Autre page'. */
export function renderAt(element: ReactElement, path = '/', pattern = path.split(/[?#]/)[0]!) {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<h1>Autre page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    ),
  );
}
