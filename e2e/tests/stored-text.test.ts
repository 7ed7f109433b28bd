// Stored text that holds what a replacement string would expand (`$&`, `` $` ``, `$'`, `$1`, `$$`) reaches the
// server-rendered pages exactly as it was typed: the artisan's name and address, its description, an image's
// description, a review with its author and the artisan's reply, and a trade's
// name. Each page stays one document whose ssr-data and JSON-LD parse, and the browser hydrates it without an error.
import type { Browser } from 'playwright-core';
import { baseUrl, gotoHydrated, launchBrowser, openPage } from '../support/browser';
import { adminToken, api, createOwnArtisan } from '../support/session';

const PATTERNS = "$& $` $' $1 $$";
const text = (label: string) => `${label} ${PATTERNS} fin`;

let browser: Browser;
let token: string;
let artisanId: number;
let tradeId: number;

const account = {
  email: 'dollar.text@example.fr',
  username: 'dollar.text',
  telephone: '0555123499',
  password: 'Dollar@2024',
  personnalDataToShow: 'NOTHING',
};

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  ({ id: tradeId } = await api<{ id: number }>('POST', 'specialite', { metier: text('Zinguerie') }, token));
  artisanId = await createOwnArtisan(token, {
    account,
    entrepriseNom: text('Toitures'),
    metier: text('Zinguerie'),
    place: { rue: text('Rue'), ville: 'Tulle', codePostal: '19000', latitude: 45.267, longitude: 1.771 },
  });
  // The seeded pictures: an administrator may attach any stored image.
  const seeded = await api<{ artisanId: number; type: string; pathImg: string | null }[]>(
    'GET',
    'artisan/details/artisan/1',
  );
  const picture = seeded.find((detail) => detail.pathImg)!.pathImg!;
  const detail = (body: Record<string, unknown>) =>
    api('POST', 'artisan/details', { artisanId, ...body }, token);
  await detail({ type: 'DESCRIPTION', description: text('Description') });
  await detail({ type: 'IMG_PRINCIPALE', pathImg: picture, description: text('Façade') });
  await detail({ type: 'IMG_REALISATION', pathImg: picture, description: text('Chantier') });
  const { id: particulierId } = await api<{ id: number }>(
    'POST',
    'particulier',
    { nom: text('Nom'), prenom: text('Prénom') },
    token,
  );
  const note = await api<{ id: number }>(
    'POST',
    'note',
    { particulierId, artisanId, commentaire: text('Avis'), nombreEtoiles: 5 },
    token,
  );
  const artisanSession = await api<{ token: string }>('POST', 'auth/login', {
    username: account.username,
    password: account.password,
  });
  await api('PUT', `note/${note.id}/reponse`, { texte: text('Réponse') }, artisanSession.token);
});

afterAll(async () => {
  await browser?.close();
  if (artisanId) await api('DELETE', `artisan/${artisanId}`, undefined, token);
  if (tradeId) await api('DELETE', `specialite/${tradeId}`, undefined, token);
});

/** The visible text of an HTML fragment, its entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('stored text holding $ patterns, rendered on the server', () => {
  it.each([
    ['the artisan page', () => `/artisan/${artisanId}`, ['Toitures', 'Rue', 'Description']],
    ['the trade page', () => `/metier/${tradeId}`, ['Zinguerie', 'Toitures']],
    ['the trades page', () => '/metiers', ['Zinguerie']],
    ['the home page', () => '/', ['Zinguerie']],
  ])('%s is one document with the text as typed', async (_name, pathname, labels) => {
    const response = await fetch(`${baseUrl()}${pathname()}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/id="ssr-data"/g)).toHaveLength(1);
    const data = html.match(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/)?.[1];
    expect(() => JSON.parse(data!)).not.toThrow();
    for (const [, block] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)) {
      expect(() => JSON.parse(block!)).not.toThrow();
    }
    const body = visibleText(html.match(/<div id="root">([\s\S]*)<\/div><script/)?.[1] ?? '');
    for (const label of labels) expect(body).toContain(text(label));
    expect(JSON.stringify(JSON.parse(data!))).toContain(JSON.stringify(text(labels[0]!)).slice(1, -1));
  });

  it("keeps the images' descriptions as typed in the page's data", async () => {
    const html = await (await fetch(`${baseUrl()}/artisan/${artisanId}`)).text();
    const data = JSON.stringify(
      JSON.parse(html.match(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/)![1]!),
    );
    for (const label of ['Façade', 'Chantier']) {
      expect(data).toContain(JSON.stringify(text(label)).slice(1, -1));
    }
  });

  it('hydrates the artisan page without an error, and shows the review and its reply as typed', async () => {
    const tracked = await openPage(browser, 390, 844);
    try {
      await gotoHydrated(tracked.page, `/artisan/${artisanId}`);
      await tracked.page.getByRole('heading', { level: 1, name: text('Toitures') }).waitFor();
      // Rendered on the server in the profile's « Avis clients », then again in the modal of every review.
      const latest = tracked.page.getByRole('list', { name: 'Derniers avis' });
      await latest.getByText(text('Avis')).waitFor();
      await latest.getByText(text('Réponse')).waitFor();
      await tracked.page.getByRole('button', { name: /Voir tous les avis/ }).click();
      const dialog = tracked.page.getByRole('dialog');
      await dialog.getByText(text('Avis')).waitFor();
      await dialog.getByText(text('Réponse')).waitFor();
      await tracked.page.waitForLoadState('networkidle');
      expect(tracked.errors).toEqual([]);
    } finally {
      await tracked.context.close();
    }
  });
});
