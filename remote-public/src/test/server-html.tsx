// Test helper of the server-rendered pages: renders a page at a URL to HTML as the server does (its data already in
// the query cache), then hydrates that HTML in the test's document and reports every mismatch React found, so that
// a test can check what the server sends and that the first render in the browser is the same.
import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';

function page(client: QueryClient, element: ReactElement, url: string, pattern: string): ReactElement {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

export interface Hydrated {
  /** The server's HTML. */
  html: string;
  /** The element the HTML was put in, hydrated. */
  container: HTMLElement;
  /**
   * What React reported while hydrating (recoverable errors, console errors): mismatches between the HTML and the
   * first render in the browser.
   */
  errors: unknown[];
  root: Root;
}

/** `client` holds the page's data, as the server's prefetch and the dehydrated state give it to both sides. */
export async function renderOnServerThenHydrate(
  client: QueryClient,
  element: ReactElement,
  { url, pattern }: { url: string; pattern: string },
): Promise<Hydrated> {
  const html = renderToString(page(client, element, url, pattern));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  // React 19 reports a differing attribute on the console, and a differing text as a recoverable error.
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  let root: Root | null = null;
  try {
    await act(async () => {
      root = hydrateRoot(container, page(client, element, url, pattern), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html, container, errors, root: root! };
}
