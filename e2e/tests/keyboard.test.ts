// Keyboard journeys, without a single mouse call (keyboard presses and focus only): search a trade from the home
// page, page through its artisans with 'Suivant', open an artisan, open and close the reviews modal and the
// lightbox, send a request to an artisan, fill and send the contact form. At every step the focused element must show a visible focus indicator
// (a computed outline or box-shadow, on the element or on the ::before/::after it draws, e.g. a card's ring).
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, gotoHydrated, launchBrowser, openPage, screenshot } from '../support/browser';

interface Card {
  id: number;
  entrepriseNom: string;
  nombreAvis: number;
}

let browser: Browser;
/** A trade with at least two pages of artisans, and an artisan of its second page with reviews and pictures. */
let trade: { id: number; metier: string };
let target: Card;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const trades = await api<{ id: number; metier: string }[]>('specialite');
  // Plombier first: the demo data has many plumbers.
  trades.sort((a, b) => Number(b.metier === 'Plombier') - Number(a.metier === 'Plombier'));
  for (const candidate of trades) {
    const second = await api<{ items: Card[]; pageCount: number }>(
      `artisan/artisans-specialite/${candidate.id}?page=2&size=10`,
    );
    for (const card of second.items) {
      if (card.nombreAvis < 1) continue;
      const details = await api<{ type: string; pathImg: string | null }[]>(
        `artisan/details/artisan/${card.id}`,
      );
      if (details.filter((detail) => detail.type === 'IMG_REALISATION' && detail.pathImg).length >= 2) {
        trade = candidate;
        target = card;
        break;
      }
    }
    if (target) break;
  }
  if (!target)
    throw new Error('Aucun artisan de démonstration avec avis et réalisations en page 2 d’un métier');
});
afterAll(async () => {
  await browser.close();
});

interface FocusState {
  /** A short description of the focused element, for failure messages. */
  element: string;
  /** The outline or box-shadow that shows the focus, or null when nothing does. */
  indicator: string | null;
}

async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { element: 'body', indicator: null };
    const transparent = (color: string) => /^rgba\(.*,\s*0\)$|^transparent$/.test(color);
    const ringOf = (style: CSSStyleDeclaration): string | null => {
      if (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)
      )
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const indicator =
      ringOf(getComputedStyle(element)) ??
      ringOf(getComputedStyle(element, '::after')) ??
      ringOf(getComputedStyle(element, '::before'));
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
    return { element: `<${element.tagName.toLowerCase()}> ${name}`, indicator };
  });
}

/** The focused element shows where the focus is. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const state = await focusState(page);
  expect({ ...state, visible: state.indicator !== null }).toEqual({ ...state, visible: true });
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, checking the focus indicator of every element on the way. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor();
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${target.toString()} non atteint en ${max} tabulations`);
}

const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('keyboard journeys', () => {
  it('home search to a trade, Suivant, an artisan, its reviews and its lightbox', async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The « Quoi ? » box, reached with Tab from the top of the page; focusing it opens its list.
    const combobox = page.getByRole('combobox', { name: 'Quoi ?' });
    await tabTo(page, combobox);
    await page.getByRole('listbox', { name: 'Spécialités' }).getByRole('option').first().waitFor();
    await page.keyboard.type(trade.metier, { delay: 20 });
    await page.keyboard.press('ArrowDown');
    await expect(combobox.getAttribute('aria-activedescendant')).resolves.toBeTruthy();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(combobox.inputValue()).resolves.toBe(trade.metier);
    await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('false');
    await expectVisibleFocus(page);

    // 'Chercher' with Tab (past the empty « Où ? » box), then Enter: the trade's page.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toBe('Chercher');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/metier/${trade.id}`);
    await page.getByRole('heading', { level: 1, name: trade.metier }).waitFor();
    const pagination = page.getByRole('navigation', { name: 'Pages des artisans' });
    await pagination.getByText(/^Page 1 sur \d+$/).waitFor();

    // 'Suivant' (a link, which works without JavaScript too), reached with Tab through the sort controls and the
    // cards; Enter shows page 2.
    await tabTo(page, pagination.getByRole('link', { name: 'Suivant' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await pagination.getByText(/^Page 2 sur \d+$/).waitFor();
    // The focus waits at the top of the new results, not lost with the button while the page loaded.
    await expectVisibleFocus(page);
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).resolves.toMatch(/^Artisans/);

    // The chosen artisan's card, then Enter: their page.
    await tabTo(
      page,
      page.getByRole('main').getByRole('link', { name: target.entrepriseNom, exact: true }),
      40,
    );
    await screenshot(page, 'keyboard-trade-card-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/artisan/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.entrepriseNom }).waitFor();

    // 'Voir tous les avis': Enter opens the modal with the focus inside, Escape closes it and gives it back.
    await tabTo(page, page.getByRole('button', { name: 'Voir tous les avis' }));
    await page.keyboard.press('Enter');
    const reviews = page.getByRole('dialog', { name: 'Tous les avis' });
    await reviews.getByRole('listitem').first().waitFor();
    await expect(reviews.evaluate((dialog) => dialog.contains(document.activeElement))).resolves.toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await reviews.waitFor({ state: 'detached' });
    await expect(focusedName(page)).resolves.toBe('Voir tous les avis');
    await expectVisibleFocus(page);

    // The first work picture: Enter opens the lightbox, the arrow keys move, Escape closes it.
    const works = page.getByRole('region', { name: 'Galerie de Réalisations' });
    const firstWork = works.getByRole('button').first();
    await tabTo(page, firstWork);
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await lightbox.getByText(/^Image 1 sur \d+$/).waitFor();
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await lightbox.getByText(/^Image 2 sur \d+$/).waitFor();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await screenshot(page, 'keyboard-lightbox-focus');
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    // The focus comes back to the picture last shown, the second one (issue 22).
    await expect(hasFocus(works.getByRole('button').nth(1))).resolves.toBe(true);
    await expectVisibleFocus(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a request to an artisan from its page, and comes back to the button', async () => {
    const { page, context, errors } = await openPage(browser, 390, 844);
    const email = `clavier-demande-${Date.now().toString(36)}@example.fr`;
    await gotoHydrated(page, `/artisan/${target.id}`);
    const opener = page.getByRole('button', { name: 'Contacter cet artisan' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Contacter / });
    await dialog.waitFor();
    const fields: [string | RegExp, string][] = [
      ['Nom', 'Claire Martin'],
      ['E-mail', email],
      [/Téléphone/, '06 12 34 56 78'],
      ['Code postal des travaux', '19000'],
      ['Message', 'Bonjour, je voudrais un devis pour refaire une salle de bain, sans souris.'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, dialog.getByLabel(label, { exact: typeof label === 'string' }), 10);
      await page.keyboard.type(value);
    }
    await tabTo(page, dialog.getByRole('checkbox'), 5);
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Envoyer ma demande' }), 5);
    await page.keyboard.press('Enter');
    await dialog.getByText('Votre demande a été transmise à l’artisan.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(hasFocus(opener)).resolves.toBe(true);
    await expectVisibleFocus(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills and sends the contact form', async () => {
    const { page, context, errors } = await openPage(browser);
    const email = `clavier-${Date.now().toString(36)}@example.fr`;
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Écrivez-nous' });
    await form.waitFor();

    await tabTo(page, form.getByLabel('Nom', { exact: true }));
    await page.keyboard.type('Claire Martin');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('SELECT');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Vous êtes').inputValue()).resolves.toBe('Particulier');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.type('0612345678');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.type('Bonjour, je cherche un couvreur près de Tulle, sans souris.');
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toBe('Envoyer le message');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByText('Message envoyé avec succès !').first().waitFor();
    await expect(page.getByLabel('Nom', { exact: true }).inputValue()).resolves.toBe('');
    // The focus stays on the button, with its ring, once the message has gone.
    await expect(focusedName(page)).resolves.toBe('Envoyer le message');
    await expectVisibleFocus(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
