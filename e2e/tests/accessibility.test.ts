// Automated WCAG 2.1 A/AA checks with axe-core on every route of SPEC section 2 (as a visitor, as the demo artisan
// and as the administrator) and on the states that matter: suggestion list, header menus, reviews modal, lightbox,
// form errors, back-office modals. Each page is checked once its real content is shown, never its loading text.
// Reads the demo data only; nothing is saved.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, gotoHydrated, launchBrowser } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { routeTiles } from '../support/tiles';
import { logIn } from '../support/session';
import { AXE_VERSION, expectNoViolations, openAuditPage as openBrowserAuditPage } from '../support/axe';

/** An audit page on the suite's server, in this file's browser. */
function openAuditPage(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  return openBrowserAuditPage(browser, width, height);
}

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

interface Card {
  id: number;
  nombreAvis: number;
}

let browser: Browser;
let tradeId: number;
/** A demo artisan with reviews and at least two work pictures. */
let showcaseId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const trades = await api<{ id: number; metier: string }[]>('specialite');
  tradeId = trades.find((trade) => trade.metier === 'Plombier')!.id;
  for (const card of await api<Card[]>('artisan/artisans')) {
    if (card.nombreAvis < 2) continue;
    const details = await api<{ type: string; pathImg: string | null }[]>(
      `artisan/details/artisan/${card.id}`,
    );
    if (details.filter((detail) => detail.type === 'IMG_REALISATION' && detail.pathImg).length >= 2) {
      showcaseId = card.id;
      break;
    }
  }
  if (!showcaseId) throw new Error('Aucun artisan de démonstration avec avis et réalisations');
});
afterAll(async () => {
  await browser.close();
});

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first();

/** Public routes: path, and what shows that the page's real content is there. */
const PUBLIC_PAGES: [string, (page: Page) => Promise<void>][] = [
  [
    '/',
    async (page) => {
      await h1(page).waitFor();
      await page.locator('.swiper-initialized').waitFor();
    },
  ],
  [
    '/metiers',
    (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /Plombier/ })
        .first()
        .waitFor(),
  ],
  ['/metier/{trade}', (page) => page.getByRole('main').getByRole('article').first().waitFor()],
  [
    '/artisan/{artisan}',
    (page) =>
      page.getByRole('region', { name: 'Galerie de Réalisations' }).getByRole('button').first().waitFor(),
  ],
  ['/map', (page) => page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 20_000 })],
  ['/about', (page) => h1(page).waitFor()],
  ['/contact', (page) => page.getByRole('button', { name: 'Envoyer le message' }).waitFor()],
  ['/cgu', (page) => page.getByRole('heading', { level: 2, name: 'Mentions légales' }).waitFor()],
  ['/politique-confidentialite', (page) => page.getByRole('heading', { level: 2 }).first().waitFor()],
  ['/join', (page) => page.getByRole('button', { name: 'Continuer' }).waitFor()],
  ['/partenaires', (page) => h1(page).waitFor()],
  ['/devenir-partenaire', (page) => h1(page).waitFor()],
  ['/infos-et-aides', (page) => page.getByRole('button', { name: /DPE/ }).waitFor()],
  ...[
    '/aides-maprimerenov-cee',
    '/eco-ptz',
    '/tva-travaux',
    '/lire-un-devis',
    '/verifier-decennale-rge',
    '/comparatif-regimes',
    '/fisc-immo',
    '/infos-dpe',
    '/financement-immobilier',
    '/infos-lmnp',
    '/infos-lmp',
    '/infos-location-nue',
    '/strategie-investissement',
    '/faq',
  ].map((path): [string, (page: Page) => Promise<void>] => [
    path,
    (page) => page.getByRole('navigation', { name: "Fil d'Ariane" }).waitFor(),
  ]),
  ['/forgot-password', (page) => page.getByRole('button', { name: 'Recevoir le lien' }).waitFor()],
  [
    '/reset-password?email=claire%40example.fr&timestamp=1&hash=abc',
    (page) => page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).waitFor(),
  ],
  ['/admin', (page) => page.getByRole('button', { name: 'Se connecter' }).waitFor()],
  ['/backoffice', (page) => page.getByRole('button', { name: 'Se connecter' }).waitFor()],
  ['/cette-page-n-existe-pas', (page) => page.getByText('Page non trouvée').waitFor()],
  ['/fonctionnement-des-avis', (page) => page.getByRole('heading', { level: 1, name: /avis/i }).waitFor()],
  ['/avis/nouveau?token=1.inconnu', (page) => page.getByText(/Ce lien n’est pas valide/).waitFor()],
  [
    '/accessibilite',
    (page) => page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }).waitFor(),
  ],
];

describe('a visitor', () => {
  it.each(PUBLIC_PAGES)('%s has no WCAG 2.1 A/AA violation', async (route, ready) => {
    const { page, context } = await openAuditPage();
    await routeTiles(page, 'answer');
    await page.goto(route.replace('{trade}', String(tradeId)).replace('{artisan}', String(showcaseId)));
    await ready(page);
    await expectNoViolations(page);
    await context.close();
  });

  it('home with the speciality suggestion list open', async () => {
    const { page, context } = await openAuditPage();
    await gotoHydrated(page, '/');
    await h1(page).waitFor();
    await page.getByRole('combobox', { name: 'Quoi ?' }).focus();
    await page.getByRole('listbox', { name: 'Spécialités' }).getByRole('option').first().waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('home with the place suggestion list open', async () => {
    const { page, context } = await openAuditPage();
    await gotoHydrated(page, '/');
    await page.getByRole('combobox', { name: 'Où ?' }).pressSequentially('Brive', { delay: 30 });
    await page
      .getByRole('option', { name: /Brive-la-Gaillarde/ })
      .first()
      .waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('header trades dropdown open', async () => {
    const { page, context } = await openAuditPage();
    await gotoHydrated(page, '/about');
    await h1(page).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Nos artisans' }).hover();
    await header.getByRole('link', { name: 'Plombier' }).waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('mobile menu open on a 390 px screen', async () => {
    const { page, context } = await openAuditPage(390, 844);
    await gotoHydrated(page, '/about');
    await h1(page).waitFor();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('button', { name: 'Fermer le menu' }).waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('artisan page with the reviews modal open', async () => {
    const { page, context } = await openAuditPage();
    await gotoHydrated(page, `/artisan/${showcaseId}`);
    await page.getByRole('button', { name: 'Voir tous les avis' }).click();
    await page.getByRole('dialog', { name: 'Tous les avis' }).getByRole('listitem').first().waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('artisan page with the lightbox open', async () => {
    const { page, context } = await openAuditPage();
    await gotoHydrated(page, `/artisan/${showcaseId}`);
    await page.getByRole('region', { name: 'Galerie de Réalisations' }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Image 1 sur \d+$/).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')].every((img) => img.complete),
    );
    await expectNoViolations(page);
    await context.close();
  });

  it('artisan page with the request dialog showing its errors', async () => {
    const { page, context } = await openAuditPage(390, 844);
    await gotoHydrated(page, `/artisan/${showcaseId}`);
    await page.getByRole('button', { name: 'Contacter cet artisan' }).click();
    const dialog = page.getByRole('dialog', { name: /^Contacter / });
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await dialog.getByText('Le nom est obligatoire.').waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('artisan page with the request dialog after a failed send, then showing its confirmation', async () => {
    const { page, context } = await openAuditPage(390, 844);
    // The API's answers are made up here (a failure, then the contract's confirmation): nothing is saved.
    let answers = 0;
    await page.route('**/api/demandes', (route) =>
      (answers += 1) === 1
        ? route.fulfill({
            status: 500,
            json: { message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' },
          })
        : route.fulfill({ status: 201, json: { message: 'Votre demande a été transmise à l’artisan.' } }),
    );
    await gotoHydrated(page, `/artisan/${showcaseId}`);
    await page.getByRole('button', { name: 'Contacter cet artisan' }).click();
    const dialog = page.getByRole('dialog', { name: /^Contacter / });
    await dialog.getByLabel('Nom', { exact: true }).fill('Claire Martin');
    await dialog.getByLabel('E-mail').fill('claire.martin@example.fr');
    await dialog.getByLabel('Code postal des travaux').fill('19100');
    await dialog
      .getByLabel('Message')
      .fill('Bonjour, je souhaite un devis pour une salle de bain à refaire.');
    await dialog.getByRole('checkbox', { name: /J’accepte que ces informations soient transmises/ }).check();
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Votre demande n’a pas été envoyée.' }).waitFor();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await dialog.getByRole('heading', { name: 'Votre demande a été transmise à l’artisan.' }).waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('trade page with three artisans added to a request (the others disabled, the bar shown)', async () => {
    const { page, context } = await openAuditPage(390, 844);
    await gotoHydrated(page, `/metier/${tradeId}`);
    const boxes = page.getByRole('main').getByRole('checkbox', { name: /Ajouter à ma demande/ });
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await page.getByRole('button', { name: 'Demander un devis (3)' }).waitFor();
    await expect(boxes.nth(3).isDisabled()).resolves.toBe(true);
    await expectNoViolations(page);
    await context.close();
  });

  it('trade page with its filters open: an address, « Intervient chez moi » and RGE checked', async () => {
    const { page, context } = await openAuditPage(390, 844);
    await gotoHydrated(page, `/metier/${tradeId}?lat=45.2673&lon=1.7714&lieu=Tulle&couvre=1&rge=1`);
    await page.getByText(/^Filtres \(2\)/).click();
    await page.getByRole('checkbox', { name: 'Artisans RGE (qualification valide)' }).waitFor();
    await page.getByRole('main').getByRole('article').first().waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('map with an artisan popup open', async () => {
    const { page, context } = await openAuditPage();
    await routeTiles(page, 'answer');
    await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
    await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 20_000 });
    await page
      .getByRole('region', { name: 'Artisans dans la zone affichée' })
      .getByRole('listitem')
      .first()
      .getByRole('button')
      .click();
    await page.locator('.maplibregl-popup').getByRole('link', { name: 'Voir Artisan' }).waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('map with the trade suggestion list open', async () => {
    const { page, context } = await openAuditPage();
    await routeTiles(page, 'answer');
    await gotoHydrated(page, '/map?lat=45.150002&lon=1.53333');
    await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Recherche par métier' }).fill('e');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('the accessibility statement names the axe-core version these checks use', async () => {
    const { page, context } = await openAuditPage();
    await gotoHydrated(page, '/accessibilite');
    await page.getByRole('heading', { level: 3, name: 'Environnement de test' }).waitFor();
    const [major, minor] = AXE_VERSION.split('.');
    await expect(page.getByRole('main').textContent()).resolves.toContain(`axe-core ${major}.${minor}`);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: 'formulaire de contact', exact: true })
        .getAttribute('href'),
    ).resolves.toBe('/contact');
    await context.close();
  });

  it('contact form showing its errors', async () => {
    const { page, context } = await openAuditPage();
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Le nom est obligatoire.').waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('login page showing the error of a wrong password', async () => {
    const { page, context } = await openAuditPage();
    await logIn(page, '/admin', 'admin', 'Mauvais@2024');
    await page.getByText('Connexion échouée').waitFor();
    await expectNoViolations(page);
    await context.close();
  });
});

describe('the demo artisan', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ page, context } = await openAuditPage());
    await logIn(page, '/admin', 'artisan', 'Artisan@2024');
    await page.waitForURL((url) => /^\/admin\/artisan\/\d+$/.test(url.pathname));
  });
  afterAll(async () => {
    await context.close();
  });

  it('their editor has no WCAG 2.1 A/AA violation', async () => {
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).waitFor();
    await expectNoViolations(page);
  });

  it('their inbox « Demandes reçues », with its requests, and the confirmation of « Demander un avis »', async () => {
    const tabs = page.getByRole('navigation', { name: 'Mon espace professionnel' });
    await tabs.getByRole('link', { name: /^Demandes/ }).click();
    const inbox = page.getByRole('region', { name: /Demandes reçues/ });
    await inbox.getByRole('button', { name: 'Marquer comme traitée' }).first().waitFor();
    await expectNoViolations(page);
    await inbox.getByRole('button', { name: /^Toutes/ }).click();
    const ask = inbox.getByRole('button', { name: 'Demander un avis' });
    if ((await ask.count()) > 0) {
      await ask.first().click();
      const dialog = page.getByRole('dialog', { name: 'Envoyer une invitation à laisser un avis ?' });
      await dialog.waitFor();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it('their reviews « Avis clients », a reply being written', async () => {
    await page
      .getByRole('navigation', { name: 'Mon espace professionnel' })
      .getByRole('link', { name: 'Avis' })
      .click();
    const reviews = page.getByRole('region', { name: 'Avis clients' });
    await reviews.getByRole('button', { name: 'Répondre' }).first().click();
    await reviews.getByLabel('Votre réponse').waitFor();
    await expectNoViolations(page);
    await reviews.getByRole('button', { name: 'Annuler' }).click();
  });

  it('the review form a customer opens from their invitation, showing its errors (then the review is posted)', async () => {
    const { token } = await api<{ token: string }>('auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'artisan', password: 'Artisan@2024' }),
    });
    const email = `audit-${Date.now().toString(36)}@example.fr`;
    await api('avis/invitations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email }),
    });
    const [mail] = await waitForMails((text) => text.includes(`To: ${email}`), 1, `Invitation pour ${email}`);
    const link = new URL(/https?:\/\/\S+\/avis\/nouveau\?token=[A-Za-z0-9%._-]+/.exec(mail!)![0]);
    const customer = await openAuditPage(390, 844);
    await gotoHydrated(customer.page, link.pathname + link.search);
    await customer.page.getByRole('button', { name: 'Publier mon avis' }).click();
    await customer.page.getByText('Veuillez accepter la publication de votre avis.').waitFor();
    await expectNoViolations(customer.page);
    // Posted, so that the administrator's « Avis à modérer » below has a review to show.
    await customer.page.locator('label', { hasText: '5 étoiles' }).click();
    await customer.page.getByRole('textbox', { name: 'Nom affiché' }).fill('Audit A.');
    await customer.page.getByRole('checkbox', { name: /J’accepte que mon avis soit publié/ }).check();
    await customer.page.getByRole('button', { name: 'Publier mon avis' }).click();
    await customer.page.getByText('Merci ! Votre avis sera publié après modération.').waitFor();
    await customer.context.close();
  });

  it('their qualification form, showing its errors (issue 21)', async () => {
    // Back to « Mon profil », where the qualifications and the gallery are.
    await page
      .getByRole('navigation', { name: 'Mon espace professionnel' })
      .getByRole('link', { name: 'Mon profil' })
      .click();
    const normes = page.getByRole('region', { name: 'Normes Acquises' });
    await normes.getByRole('button', { name: 'Ajouter une qualification' }).click();
    await normes.getByLabel('Numéro de qualification').fill('E-E123456');
    await normes.getByRole('button', { name: 'Enregistrer' }).click();
    await normes.getByText('Indiquez l’organisme.').waitFor();
    await expectNoViolations(page);
    await normes.getByRole('button', { name: 'Annuler' }).click();
  });

  it('their editor with a lightbox open', async () => {
    const gallery = page.locator('main').getByRole('button', { name: /^Agrandir/ });
    await gallery.first().waitFor();
    await gallery.first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});

describe('the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  let artisanId: number;
  beforeAll(async () => {
    ({ page, context } = await openAuditPage());
    await logIn(page, '/backoffice', 'admin', 'Admin@2024');
    await page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
    artisanId = showcaseId;
  });
  afterAll(async () => {
    await context.close();
  });

  const adminH1 = (name: string) => page.getByRole('heading', { level: 1, name });

  it('/backoffice/admin/home', async () => {
    await adminH1("Bienvenue dans l'espace d'administration").waitFor();
    await expectNoViolations(page);
  });

  it('/backoffice/admin/artisans', async () => {
    await page.goto('/backoffice/admin/artisans');
    await page.getByRole('list', { name: 'Artisans' }).getByRole('listitem').first().waitFor();
    await expectNoViolations(page);
  });

  it("/backoffice/admin/artisans with the '+ Ajouter un Artisan' modal open", async () => {
    await page.getByRole('button', { name: '+ Ajouter un Artisan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un Nouvel Artisan' });
    await dialog.waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('/backoffice/admin/artisans with the details and notes modals open', async () => {
    const row = page.getByRole('list', { name: 'Artisans' }).getByRole('listitem').first();
    await row.getByRole('button', { name: /Détails/ }).click();
    const details = page.getByRole('dialog', { name: "Détails de l'artisan" });
    await details.waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /Voir les notes/ }).click();
    const notes = page.getByRole('dialog', { name: /^Notes pour/ });
    await notes.waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await notes.waitFor({ state: 'detached' });
  });

  it('/backoffice/admin/artisan/{id}', async () => {
    await page.goto(`/backoffice/admin/artisan/${artisanId}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await expectNoViolations(page);
  });

  it('/backoffice/admin/specialites, and its add modal', async () => {
    await page.goto('/backoffice/admin/specialites');
    await page.getByRole('list', { name: 'Spécialités' }).getByRole('listitem').first().waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: '+ Ajouter une Spécialité' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une Nouvelle Spécialité' });
    await dialog.waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("/backoffice/admin/particuliers, and its 'Noter un Artisan' popup", async () => {
    await page.goto('/backoffice/admin/particuliers');
    await adminH1('Gestion des Particuliers').waitFor();
    const rate = page.getByRole('button', { name: /Noter un artisan/ }).first();
    await rate.waitFor();
    await expectNoViolations(page);
    await rate.click();
    const dialog = page.getByRole('dialog', { name: 'Noter un Artisan' });
    await dialog.waitFor();
    await expectNoViolations(page);
    // The artisan combobox open on the API's first answer: its listbox, options and live region pass too.
    await dialog.getByRole('combobox', { name: /^Artisan/ }).click();
    await dialog.locator('[role="listbox"]:not([aria-busy])').getByRole('option').first().waitFor();
    await expectNoViolations(page);
    // The first Escape closes the list, the second the popup.
    await page.keyboard.press('Escape');
    await dialog.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('/backoffice/admin/accounts, and its add modal', async () => {
    await page.goto('/backoffice/admin/accounts');
    await adminH1('Gestion des comptes').waitFor();
    await page
      .getByRole('button', { name: /Modifier/ })
      .first()
      .waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: '+ Ajouter un compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un compte' });
    await dialog.waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('/backoffice/admin/messages', async () => {
    await page.goto('/backoffice/admin/messages');
    await adminH1('Messages reçus').waitFor();
    await expectNoViolations(page);
  });

  it('/backoffice/admin/demandes, an artisan opened, a request read', async () => {
    await page.goto('/backoffice/admin/demandes');
    await adminH1('Demandes').waitFor();
    const list = page.getByRole('list', { name: /Artisans ayant reçu des demandes/ });
    await list.getByRole('listitem').first().waitFor();
    await expectNoViolations(page);
    await list.getByRole('button', { expanded: false }).first().click();
    const view = page
      .getByRole('region')
      .getByRole('button', { name: /^Voir / })
      .first();
    await view.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Message' }).waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('/backoffice/admin/avis, and its refusal dialog', async () => {
    await page.goto('/backoffice/admin/avis');
    await adminH1('Avis à modérer').waitFor();
    const refuse = page.getByRole('button', { name: /^Refuser / }).first();
    await refuse.waitFor();
    await expectNoViolations(page);
    await refuse.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio').first().waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the public artisan page as an admin, with EDITER LE PROFIL', async () => {
    await gotoHydrated(page, `/artisan/${showcaseId}`);
    await page.getByRole('link', { name: 'EDITER LE PROFIL' }).waitFor();
    await expectNoViolations(page);
  });
});
