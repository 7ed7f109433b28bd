/**
 * @jest-environment node
 */
// The sort form as the server renders it, in Node without a DOM: a visitor without JavaScript chooses in the select
// and submits with the 'Trier' button, which only the noscript element carries.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { SortControls } from './sort-controls';

function serverHtml(sort: 'pertinence' | 'localisation') {
  return renderToString(
    withQueryClient(
      <MemoryRouter initialEntries={['/metier/3']}>
        <SortControls
          path="/metier/3"
          sort={sort}
          place=""
          hasOrigin={false}
          locating={false}
          locateFailed={false}
          onSortChange={() => undefined}
          onPlace={() => undefined}
          onLocate={() => undefined}
        />
      </MemoryRouter>,
    ),
  );
}

it('renders a GET form to the trade page with the select named "tri"', () => {
  const html = serverHtml('pertinence');
  const form = /<form [^>]*>/.exec(html)?.[0];
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/metier/3"');
  expect(html).toMatch(/<select [^>]*name="tri"/);
  expect(html).toMatch(/<option value="localisation">Localisation<\/option>/);
});

it('puts the "Trier" submit button inside noscript', () => {
  const html = serverHtml('pertinence');
  expect(html).toMatch(/<noscript><button type="submit"[^>]*>.*Trier.*<\/button><\/noscript>/);
});

it('renders the localisation sort without a browser (no window, no document)', () => {
  const html = serverHtml('localisation');
  expect(html).toContain('Code postal ou ville :');
  expect(html).toContain('Utiliser ma position');
});

it('links to how the artisans are ordered, without JavaScript too', () => {
  expect(serverHtml('pertinence')).toMatch(
    /<a [^>]*href="\/fonctionnement-des-avis#classement"[^>]*>Comment sont classés les artisans \?<\/a>/,
  );
});
