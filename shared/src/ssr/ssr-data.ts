// The data a page rendered on the server hands to the browser: the queries the render read and the remotes.json the
// server rendered with, so that the browser loads the very build the server used. Embedded in the page as
// <script type="application/json" id="ssr-data">, which no browser runs (the CSP has no inline script). Free of the
// DOM and of React: the API writes it.
import type { DehydratedState } from '@tanstack/react-query';

export const SSR_DATA_ID = 'ssr-data';

export interface SsrData {
  queries: DehydratedState;
  /** The remotes.json the page was rendered with. */
  remotes: Record<string, string>;
}

/**
 * JSON safe inside a <script> element: '<' (no '</script>' nor '<!--'), '>' and '&' as escapes, and the two line
 * separators JavaScript once refused in strings.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
