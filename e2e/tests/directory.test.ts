// The directory's journeys in the browser: home searches (trade, place), the trade page's paging and distance sort,
// the artisan page's reviews modal and lightbox. Reads the demo data only, never the demo `artisan` account's own
// profile (the editor's tests change it), and no exact count that another test could alter.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, gotoHydrated, launchBrowser, openPage, screenshot } from '../support/browser';
import { routeTiles } from '../support/tiles';

interface Card {
  id: number;
  entrepriseNom: string;
  nombreAvis: number;
  specialites: { id: number; metier: string }[];
}
interface Detail {
  type: string;
  pathImg: string | null;
}

let browser: Browser;
let plombierId: number;
/** An artisan with reviews and at least two work pictures, other than the demo account's. */
let showcase: Card;

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const trades = await api<{ id: number; metier: string }[]>('specialite');
  plombierId = trades.find((trade) => trade.metier === 'Plombier')!.id;
  const login = await api<{ artisanId: number }>('auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'artisan', password: 'Artisan@2024' }),
  });
  const cards = await api<Card[]>('artisan/artisans');
  for (const card of cards) {
    if (card.id === login.artisanId || card.nombreAvis < 2) continue;
    const details = await api<Detail[]>(`artisan/details/artisan/${card.id}`);
    if (details.filter((detail) => detail.type === 'IMG_REALISATION' && detail.pathImg).length >= 2) {
      showcase = card;
      break;
    }
  }
  if (!showcase) throw new Error('Aucun artisan de démonstration avec avis et réalisations');
});
afterAll(async () => {
  await browser.close();
});

async function noHorizontalScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('the home page', () => {
  it('searches a trade and lands on its page (390 px wide)', async () => {
    const { page, context, errors } = await openPage(browser, 390, 844);
    await gotoHydrated(page, '/');
    const search = page.getByRole('combobox', { name: 'Quoi ?' });
    await search.click();
    await page.getByRole('listbox', { name: 'Spécialités' }).waitFor();
    await search.fill('plomb');
    await page.getByRole('option', { name: 'Plombier' }).click();
    await expect(search.getAttribute('aria-expanded')).resolves.toBe('false');
    await page
      .getByRole('search', { name: 'Rechercher un artisan' })
      .getByRole('button', { name: 'Chercher' })
      .click();
    await page.waitForURL((url) => url.pathname === `/metier/${plombierId}`);
    await page.getByRole('heading', { level: 1, name: 'Plombier' }).waitFor();
    await page.getByRole('main').getByRole('article').first().waitFor();
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'directory-trade-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches a place and goes to the map centred on it', async () => {
    const { page, context, errors } = await openPage(browser, 390, 844);
    // The search lands on /map, whose tile service this machine cannot reach: the test plays it.
    await routeTiles(page, 'answer');
    await gotoHydrated(page, '/');
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    const search = page.getByRole('combobox', { name: 'Où ?' });
    await search.pressSequentially('Brive', { delay: 30 });
    await page
      .getByRole('option', { name: /Brive-la-Gaillarde/ })
      .first()
      .waitFor();
    // Only one list at a time: the trade list is closed while the place list is open.
    await expect(page.getByRole('combobox', { name: 'Quoi ?' }).getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(search.inputValue()).resolves.toMatch(/Brive-la-Gaillarde/);
    await page
      .getByRole('search', { name: 'Rechercher un artisan' })
      .getByRole('button', { name: 'Chercher' })
      .click();
    await page.waitForURL((url) => url.pathname === '/map');
    const url = new URL(page.url());
    expect(Number(url.searchParams.get('lat'))).toBeCloseTo(45.16, 1);
    expect(Number(url.searchParams.get('lon'))).toBeCloseTo(1.53, 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does what was typed without a chosen suggestion: « plomb » then Enter, « 19100 » then « Chercher »', async () => {
    const { page, context, errors } = await openPage(browser, 390, 844);
    await routeTiles(page, 'answer');
    await gotoHydrated(page, '/');
    const trade = page.getByRole('combobox', { name: 'Quoi ?' });
    await trade.fill('plomx');
    await trade.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Aucune spécialité ne correspond à « plomx ».' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await trade.fill('plomb');
    await trade.press('Enter');
    await page.waitForURL((url) => url.pathname === `/metier/${plombierId}`);
    await page.getByRole('heading', { level: 1, name: 'Plombier' }).waitFor();

    // « Brive » then Enter, on the phone.
    await gotoHydrated(page, '/');
    const place = page.getByRole('combobox', { name: 'Où ?' });
    await place.fill('Brive');
    await place.press('Enter');
    await page.waitForURL((url) => url.pathname === '/map');
    const brive = new URL(page.url());
    expect(Number(brive.searchParams.get('lat'))).toBeCloseTo(45.16, 1);
    expect(Number(brive.searchParams.get('lon'))).toBeCloseTo(1.53, 1);
    expect(errors).toEqual([]);
    await context.close();

    // « 19100 » then « Chercher », at 1280 px.
    const wide = await openPage(browser, 1280, 900);
    await routeTiles(wide.page, 'answer');
    await gotoHydrated(wide.page, '/');
    await wide.page.getByRole('combobox', { name: 'Où ?' }).fill('19100');
    await wide.page
      .getByRole('search', { name: 'Rechercher un artisan' })
      .getByRole('button', { name: 'Chercher' })
      .click();
    await wide.page.waitForURL((url) => url.pathname === '/map');
    const url = new URL(wide.page.url());
    expect(Number(url.searchParams.get('lat'))).toBeCloseTo(45.16, 1);
    expect(Number(url.searchParams.get('lon'))).toBeCloseTo(1.53, 1);
    expect(wide.errors).toEqual([]);
    await wide.context.close();
  });

  it('brings the swiper carousel after the load event: three dots, no arrows, no address request on arrival', async () => {
    const { page, context } = await openPage(browser);
    const early: string[] = [];
    let loaded = false;
    page.on('request', (request) => {
      if (!loaded) early.push(request.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    loaded = true;
    await page.locator('.swiper-initialized').waitFor();
    await expect(page.locator('.swiper-pagination-bullet').count()).resolves.toBe(3);
    await expect(page.locator('.swiper-button-next').count()).resolves.toBe(0);
    expect(early.some((url) => url.includes('/api/geo/'))).toBe(false);
    await context.close();
  });
});

describe('the trade page', () => {
  it('pages with "Précédent" and "Suivant", keeps the page in the URL, and the back button works', async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, `/metier/${plombierId}`);
    const pagination = page.getByRole('navigation', { name: 'Pages des artisans' });
    await pagination.waitFor();
    const status = await pagination.getByText(/^Page 1 sur \d+$/).textContent();
    const pageCount = Number(status!.split(' sur ')[1]);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    await expect(pagination.getByRole('button', { name: 'Précédent' }).isDisabled()).resolves.toBe(true);
    const firstName = await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link')
      .textContent();
    await pagination.getByRole('link', { name: 'Suivant' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await pagination.getByText(`Page 2 sur ${pageCount}`).waitFor();
    await expect(
      page.getByRole('main').getByRole('article').first().getByRole('link').textContent(),
    ).resolves.not.toBe(firstName);
    await page.goto(`/metier/${plombierId}?page=${pageCount}`);
    await pagination.getByText(`Page ${pageCount} sur ${pageCount}`).waitFor();
    await expect(pagination.getByRole('button', { name: 'Suivant' }).isDisabled()).resolves.toBe(true);
    await page.goBack();
    await pagination.getByText(`Page 2 sur ${pageCount}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sorts by distance from the browser position, then from a typed place, nearest first', async () => {
    const { page, context, errors } = await openPage(browser, 390, 844);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.2667, longitude: 1.7667 });
    await gotoHydrated(page, `/metier/${plombierId}`);
    await page.getByRole('main').getByRole('article').first().waitFor();
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption('distance');
    await page.waitForURL((url) => url.searchParams.get('lat') === '45.2667');
    await page.getByText('Du plus proche au plus éloigné de votre position.').waitFor();
    const distances = async () =>
      (
        await page
          .getByRole('main')
          .getByText(/^à [\d,]+ km$/)
          .allTextContents()
      ).map((text) => Number(text.replace('à ', '').replace(' km', '').replace(',', '.')));
    await page
      .getByRole('main')
      .getByText(/^à [\d,]+ km$/)
      .first()
      .waitFor();
    const fromTulle = await distances();
    expect(fromTulle.length).toBeGreaterThan(1);
    expect([...fromTulle].sort((a, b) => a - b)).toEqual(fromTulle);

    await page
      .getByRole('combobox', { name: 'Adresse des travaux' })
      .pressSequentially('19100', { delay: 30 });
    await page
      .getByRole('option', { name: /Brive-la-Gaillarde/ })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.get('lieu')?.includes('Brive') === true);
    await page.getByText(/^Du plus proche au plus éloigné de Brive-la-Gaillarde/).waitFor();
    await page
      .getByRole('main')
      .getByText(/^à [\d,]+ km$/)
      .first()
      .waitFor();
    const fromBrive = await distances();
    expect([...fromBrive].sort((a, b) => a - b)).toEqual(fromBrive);
    expect(fromBrive[0]).toBeLessThan(5);
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'directory-trade-distance-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the artisan page', () => {
  it('lists every review in the "Voir tous les avis" modal', async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, `/artisan/${showcase.id}`);
    await page.getByRole('heading', { level: 1, name: showcase.entrepriseNom }).waitFor();
    await expect(page.title()).resolves.toContain(showcase.entrepriseNom);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"][data-page="artisan"]').textContent())!,
    );
    // The schema.org subtype of its trades (Plumber, RoofingContractor…) or their parent type.
    expect(jsonLd['@type']).toMatch(/^[A-Z][A-Za-z]+$/);
    await expect(
      page.locator('script[type="application/ld+json"][data-page="artisan"]').count(),
    ).resolves.toBe(1);
    expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('img', { name: /^Note : \d,\d sur 5 \(\d+ avis\)$/ }).count()).resolves.toBe(
      1,
    );
    await expect(page.getByRole('link', { name: 'EDITER LE PROFIL' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Voir tous les avis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tous les avis' });
    await dialog.getByRole('listitem').first().waitFor();
    await expect(dialog.getByRole('listitem').count()).resolves.toBe(jsonLd.aggregateRating.reviewCount);
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the work pictures in a lightbox driven by the keyboard', async () => {
    const { page, context, errors } = await openPage(browser, 390, 844);
    await gotoHydrated(page, `/artisan/${showcase.id}`);
    const gallery = page.getByRole('region', { name: 'Galerie de Réalisations' });
    const first = gallery.getByRole('button').first();
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getAttribute('aria-labelledby')).resolves.toBeTruthy();
    await dialog.getByText(/^Image 1 sur \d+$/).waitFor();
    await expect(dialog.getByRole('button', { name: 'Image précédente' }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await dialog.getByText(/^Image 2 sur \d+$/).waitFor();
    await expect(dialog.getByRole('img').getAttribute('srcset')).resolves.toContain('-1920.webp 1920w');
    await screenshot(page, 'directory-lightbox-390');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The focus comes back to the picture last shown, the second one (issue 22).
    await expect(
      gallery
        .getByRole('button')
        .nth(1)
        .evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows "EDITER LE PROFIL" to an admin', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/admin');
    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Admin@2024');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await gotoHydrated(page, `/artisan/${showcase.id}`);
    await expect(page.getByRole('link', { name: 'EDITER LE PROFIL' }).getAttribute('href')).resolves.toBe(
      `/admin/artisan/${showcase.id}`,
    );
    await context.close();
  });
});

/** Waits until the page's cards are these companies, in this order (a list replaced, not still loading). */
async function cardsAre(page: Page, names: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify([...document.querySelectorAll('main article h2')].map((h) => h.textContent?.trim())) ===
      JSON.stringify(expected),
    names,
  );
}

describe('a visitor in Tulle', () => {
  it('finds only the plumbers who come to Tulle, best rated first, RGE only', async () => {
    const { page, context, errors } = await openPage(browser, 390, 844);
    await gotoHydrated(page, `/metier/${plombierId}`);
    await page.getByRole('main').getByRole('article').first().waitFor();
    await page.getByText(/^Filtres/).click();
    await page
      .getByRole('combobox', { name: 'Adresse des travaux' })
      .pressSequentially('Tulle', { delay: 30 });
    await page.getByRole('option', { name: /Tulle/ }).first().click();
    await page.waitForURL((url) => url.searchParams.get('lieu')?.includes('Tulle') === true);
    // A place means « who serves me »: the coverage filter is on by default (out of the URL).
    await expect(
      page
        .getByRole('checkbox', { name: 'Seulement les artisans qui interviennent à cette adresse' })
        .isChecked(),
    ).resolves.toBe(true);
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption('note');
    await page.waitForURL((url) => url.searchParams.get('tri') === 'note');
    const cards = page.getByRole('main').getByRole('article');

    // The same list as the API's, which keeps exactly the artisans whose radius covers the point, best rated
    // first (the Bayesian average, never increasing down the page). While the new order loads the page shows
    // skeletons: wait for the cards of the answer.
    const query = new URLSearchParams(new URL(page.url()).search);
    query.delete('lieu');
    query.set('couvre', '1');
    const answer = (await (
      await fetch(`${baseUrl()}/api/artisan/artisans-specialite/${plombierId}?${query.toString()}`)
    ).json()) as {
      total: number;
      items: { entrepriseNom: string; couvre: boolean; rayonActivite: number; distanceKm: number }[];
    };
    expect(answer.items.length).toBeGreaterThan(0);
    await cardsAre(
      page,
      answer.items.map((item) => item.entrepriseNom),
    );
    const count = await cards.count();
    // Every card comes to Tulle; none says it is out of its area.
    await expect(
      page
        .getByRole('main')
        .getByText(/Hors de sa zone d’intervention/)
        .count(),
    ).resolves.toBe(0);
    await expect(page.getByRole('main').getByText('Intervient chez vous').count()).resolves.toBe(count);
    expect(answer.items.every((item) => item.couvre && item.distanceKm <= item.rayonActivite + 0.01)).toBe(
      true,
    );
    // Without the filter, more plumbers are listed for that address: some do not come there.
    query.delete('couvre');
    const all = (await (
      await fetch(`${baseUrl()}/api/artisan/artisans-specialite/${plombierId}?${query.toString()}`)
    ).json()) as { total: number; items: { couvre: boolean }[] };
    expect(all.total).toBeGreaterThan(answer.items.length);
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'directory-tulle-couvre-390');

    // RGE only: the plumbers who come to Tulle and hold an RGE qualification valid today, each with its badge.
    await page.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' }).check();
    await page.waitForURL((url) => url.searchParams.get('rge') === '1');
    query.set('couvre', '1');
    query.set('rge', '1');
    const rge = (await (
      await fetch(`${baseUrl()}/api/artisan/artisans-specialite/${plombierId}?${query.toString()}`)
    ).json()) as { total: number; items: { entrepriseNom: string; rge: boolean; couvre: boolean }[] };
    expect(rge.total).toBeGreaterThan(0);
    expect(rge.total).toBeLessThan(answer.total);
    expect(rge.items.every((item) => item.rge && item.couvre)).toBe(true);
    await cardsAre(
      page,
      rge.items.map((item) => item.entrepriseNom),
    );
    await expect(cards.getByTitle(/^Reconnu garant de l’environnement/).count()).resolves.toBe(
      rge.items.length,
    );
    await page.getByText(/^Filtres \(2\)/).waitFor();
    await screenshot(page, 'directory-tulle-rge-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
