/**
 * @jest-environment node
 */
// The sort and filters form as the server renders it, in Node without a DOM: a visitor without JavaScript chooses
// in the selects and boxes (the disclosure « Filtres » is a native one) and submits with the « Appliquer » button,
// which only the noscript element carries.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { DEFAULT_TRADE_QUERY, type TradeQuery } from '../utils/trade-query';
import { SortControls } from './sort-controls';

function serverHtml(query: Partial<TradeQuery> = {}) {
  return renderToString(
    withQueryClient(
      <MemoryRouter initialEntries={['/metier/3']}>
        <SortControls
          path="/metier/3"
          query={{ ...DEFAULT_TRADE_QUERY, ...query }}
          locating={false}
          locateFailed={false}
          onSortChange={() => undefined}
          onPlace={() => undefined}
          onLocate={() => undefined}
          onFiltersChange={() => undefined}
        />
      </MemoryRouter>,
    ),
  );
}

it('renders a GET form to the trade page with the fields named as the URL’s parameters', () => {
  const html = serverHtml({ origin: { lat: 45.2667, lon: 1.7667 }, place: 'Tulle', noteMin: 4 });
  const form = /<form [^>]*>/.exec(html)?.[0];
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/metier/3"');
  expect(html).toMatch(/<select [^>]*name="tri"/);
  expect(html).toMatch(/<option value="distance">Localisation<\/option>/);
  expect(html).toMatch(/<option value="note">Mieux notés<\/option>/);
  expect(html).toMatch(/<select [^>]*name="noteMin"/);
  expect(html).toMatch(/<option value="4" selected="">4 et plus<\/option>/);
  expect(html).toMatch(/<input [^>]*name="couvre" value="1"/);
  expect(html).toMatch(/<input [^>]*name="avecAvis" value="1"/);
  expect(html).toMatch(/<input [^>]*name="rge" value="1"/);
  expect(/<input [^>]*name="rge"[^>]*\/>/.exec(html)?.[0]).not.toContain('checked');
  expect(html).toMatch(/<input type="hidden" name="lat" value="45.2667"\/>/);
  expect(html).toMatch(/<input type="hidden" name="lon" value="1.7667"\/>/);
  expect(html).toMatch(/<input type="hidden" name="lieu" value="Tulle"\/>/);
});

it('puts the filters in a native disclosure with their count, and « Appliquer » inside noscript', () => {
  const html = serverHtml({ noteMin: 4, avecAvis: true, rge: true });
  expect(html).toMatch(/<details [^>]*><summary [^>]*><span>Filtres \(3\)<\/span>/);
  expect(html).not.toMatch(/<details [^>]*open/);
  expect(html).toMatch(/<noscript><button type="submit"[^>]*>.*Appliquer.*<\/button><\/noscript>/);
});

it('renders Localisation without a browser (no window, no document), the disclosure open for the address', () => {
  const html = serverHtml({ sort: 'distance' });
  expect(html).toMatch(/<details [^>]*open=""/);
  expect(html).toContain('Adresse des travaux');
  expect(html).toContain('Utiliser ma position');
});

it('links to how the artisans are ordered, without JavaScript too', () => {
  expect(serverHtml()).toMatch(
    /<a [^>]*href="\/fonctionnement-des-avis#classement"[^>]*>Comment sont classés les artisans \?<\/a>/,
  );
});

it('renders the RGE box checked from the URL, labelled, so that the form sends rge=1 without JavaScript', () => {
  const html = serverHtml({ rge: true });
  const input = /<input [^>]*name="rge"[^>]*\/>/.exec(html)?.[0] ?? '';
  expect(input).toContain('type="checkbox"');
  expect(input).toContain('value="1"');
  expect(input).toContain('checked=""');
  const id = /id="([^"]+)"/.exec(input)?.[1];
  expect(html).toContain(`<label for="${id}"`);
  expect(html).toMatch(/>Artisans RGE \(qualification valide\)<\/label>/);
  expect(html).toMatch(/<span>Filtres \(1\)<\/span>/);
});
