// The join page as a craftsperson uses it, at a phone's width and a desktop's, with axe (0 violations): the SIRET
// asked first (a wrong key refused next to the field), one the directory does not hold opening the join form with it
// filled in; the promise near the form's title, each required field's French error next to it, a SIRET whose key is
// wrong refused, then a request sent whose confirmation stays beside the form; the request in the back office with
// its company, SIRET, trade and town, and in the mail. The page fits 320 px without sideways scrolling. The SIRET of
// the demo registers' « PLOMBERIE DU PUY SAINT CLAIR », which nobody manages, leads to the claim of its listing
// instead. And the login page with the API unreachable or failing: a lasting alert beside the form, what was typed
// kept.
import type { Browser, Locator, Page } from 'playwright-core';
import { JOIN_SIRET_TEXTS } from '@annuaire/shared/contract/message';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
// A SIRET with a valid Luhn key that no listing holds: absent from the demo registers (their SIRENs never start
// with 1) and from the seed's and the other journeys' artisans, so that the join form follows the first step.
const SIRET = '19283746600015';
const SIRET_TYPED = '192 837 466 00015';
const SIRET_WRONG_KEY = '192 837 466 00016';
// The demo registers' « PLOMBERIE DU PUY SAINT CLAIR » (Tulle), a listing nobody manages, which no other journey uses.
const UNMANAGED_SIRET = '81234567600017';
const SIRET_INVALID = 'SIRET invalide : 14 chiffres avec une clé de contrôle valide.';

let browser: Browser;
let adminToken: string;
let metier: string;

interface StoredMessage {
  id: number;
  kind: 'CONTACT' | 'JOIN';
  payload: Record<string, unknown>;
}

/** The join requests this file sent, marked handled afterwards so that the dashboard's counts stay as found. */
const sentNames: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  const trades = await api<{ id: number; metier: string }[]>('GET', 'specialite');
  metier = trades[0]!.metier;
});
afterAll(async () => {
  const messages = await api<StoredMessage[]>('GET', 'messages', undefined, adminToken).catch(() => []);
  for (const message of messages.filter((item) => sentNames.includes(String(item.payload.nom)))) {
    await api('PUT', `messages/${message.id}`, { traite: true }, adminToken).catch(() => undefined);
  }
  await browser.close();
});

/** The text that describes a control (its hint and its error, through aria-describedby). */
function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** The first step: « Votre numéro SIRET » and « Continuer ». */
function siretStep(page: Page) {
  const form = page.getByRole('form', { name: JOIN_SIRET_TEXTS.title });
  return {
    form,
    siret: form.getByLabel(JOIN_SIRET_TEXTS.siretLabel),
    submit: form.getByRole('button', { name: JOIN_SIRET_TEXTS.submit }),
  };
}

/** The first step filled in with a SIRET the directory does not hold, up to the join form. */
async function continueToJoinForm(page: Page): Promise<void> {
  const step = siretStep(page);
  await step.siret.fill(SIRET_TYPED);
  await step.submit.click();
  await page.getByRole('heading', { level: 2, name: JOIN_SIRET_TEXTS.notFoundTitle }).waitFor();
}

function fields(page: Page) {
  const form = page.getByRole('form', { name: 'Votre demande d’inscription' });
  return {
    form,
    nom: form.getByLabel('Nom', { exact: true }),
    prenom: form.getByLabel('Prénom'),
    email: form.getByLabel('E-mail'),
    phone: form.getByLabel('Téléphone'),
    entreprise: form.getByLabel('Nom de l’entreprise'),
    siret: form.getByLabel('SIRET'),
    metier: form.getByRole('combobox', { name: 'Métier' }),
    ville: form.getByLabel('Ville'),
    submit: form.getByRole('button', { name: 'Envoyer ma demande' }),
  };
}

describe('the join page', () => {
  it.each([
    [390, 844],
    [1280, 900],
  ])(
    'refuses what is missing and a wrong SIRET, then keeps its confirmation (%i px)',
    async (width, height) => {
      const { page, context, errors } = await openAuditPage(browser, width, height);
      const nom = `Durand${width}${unique}`;
      const entreprise = `Toitures ${nom}`;
      await gotoHydrated(page, '/join');
      await page.getByRole('heading', { level: 1, name: 'NOUS REJOINDRE' }).waitFor();

      // The SIRET first: a wrong key is refused next to the field; one the directory does not hold opens the join
      // form, the note above it focused, the SIRET in the address and in the form.
      const step = siretStep(page);
      await step.form.getByText('Inscription gratuite, réponse sous 48 h').waitFor();
      await step.siret.fill(SIRET_WRONG_KEY);
      await step.submit.click();
      await step.form.getByText(SIRET_INVALID).waitFor();
      await expect(descriptionOf(step.siret)).resolves.toContain(SIRET_INVALID);
      await expect(step.siret.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expectNoViolations(page);
      await continueToJoinForm(page);
      const note = page.getByRole('heading', { level: 2, name: JOIN_SIRET_TEXTS.notFoundTitle });
      await expect(note.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      expect(new URL(page.url()).search).toBe(`?siret=${SIRET}`);
      const join = fields(page);
      await expect(join.siret.inputValue()).resolves.toBe(SIRET_TYPED);
      await join.form.getByText('Inscription gratuite, réponse sous 48 h').waitFor();
      await join.metier.getByRole('option', { name: metier }).waitFor({ state: 'attached' });

      // Sent empty (the SIRET given cleared too): each required field says why, next to it (its description), and
      // the first takes the focus.
      await join.siret.fill('');
      await join.submit.click();
      await join.form.getByText('Le nom de l’entreprise est obligatoire.').waitFor();
      const expected: [Locator, string][] = [
        [join.nom, 'Le nom est obligatoire.'],
        [join.prenom, 'Le prénom est obligatoire.'],
        [join.email, 'L’adresse e-mail est obligatoire.'],
        [join.phone, 'Le téléphone est obligatoire.'],
        [join.entreprise, 'Le nom de l’entreprise est obligatoire.'],
        [join.siret, 'Le SIRET est obligatoire.'],
        [join.metier, 'Choisissez votre métier.'],
        [join.ville, 'La ville est obligatoire.'],
      ];
      for (const [control, message] of expected) {
        await expect(descriptionOf(control)).resolves.toContain(message);
        await expect(control.getAttribute('aria-invalid')).resolves.toBe('true');
      }
      await expect(join.nom.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expectNoViolations(page);

      await join.nom.fill(nom);
      await join.prenom.fill('Paul');
      await join.email.fill(`${nom.toLowerCase()}@example.fr`);
      await join.phone.fill('05 55 12 34 56');
      await join.entreprise.fill(entreprise);
      await join.siret.fill(SIRET_WRONG_KEY);
      await join.metier.selectOption({ label: metier });
      await join.ville.fill('Brive-la-Gaillarde');
      await join.submit.click();
      await join.form.getByText(SIRET_INVALID).waitFor();
      await expect(descriptionOf(join.siret)).resolves.toContain(SIRET_INVALID);
      await expect(join.siret.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

      await join.siret.fill(SIRET_TYPED);
      await join.submit.click();
      sentNames.push(nom);
      const status = join.form.getByRole('status');
      await status.getByText('Message envoyé avec succès !').waitFor();
      await status.getByText(/réponse sous 48 h|répondons sous 48 h/).waitFor();
      // No toast of two seconds and no other page: still there a while later, on /join, the form emptied.
      await page.waitForTimeout(3000);
      await status.getByText('Message envoyé avec succès !').waitFor({ timeout: 100 });
      expect(new URL(page.url()).pathname).toBe('/join');
      await expect(join.nom.inputValue()).resolves.toBe('');
      await screenshot(page, `join-sent-${width}`);
      await expectNoViolations(page);
      expect(errors).toEqual([]);
      await context.close();

      // The mail to the directory's team carries them too.
      await waitForMails(
        (mail) => mail.includes(`Entreprise : ${entreprise}`) && mail.includes(`SIRET : ${SIRET}`),
        1,
        `Demande d’adhésion de ${nom}`,
      );
    },
  );

  it('shows the requests in the back office with their company, SIRET, trade and town', async () => {
    expect(sentNames).toHaveLength(2);
    const { page, context } = await openAuditPage(browser, 1280, 900);
    await logIn(page, '/backoffice', 'admin', 'Admin@2024');
    await page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
    await page.goto('/backoffice/admin/messages?type=adhesion&etat=a-traiter');
    await page.getByRole('heading', { level: 1, name: 'Messages reçus' }).waitFor();
    for (const nom of sentNames) {
      const request = page.getByRole('article', { name: `Demande d’adhésion de ${nom} Paul` });
      await request.waitFor();
      const text = await request.innerText();
      for (const value of [`Toitures ${nom}`, SIRET, metier, 'Brive-la-Gaillarde'])
        expect(text).toContain(value);
      await expect(request.getByText('Entreprise', { exact: true }).count()).resolves.toBe(1);
    }
    await expectNoViolations(page);
    await context.close();
  });

  it('fits 320 px without sideways scrolling, its errors shown too', async () => {
    const { page, context } = await openAuditPage(browser, 320, 640);
    await gotoHydrated(page, '/join');
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expect(width()).resolves.toBeLessThanOrEqual(320);
    await continueToJoinForm(page);
    await expect(width()).resolves.toBeLessThanOrEqual(320);
    await fields(page).submit.click();
    await page.getByText('Le nom de l’entreprise est obligatoire.').waitFor();
    await expect(width()).resolves.toBeLessThanOrEqual(320);
    await screenshot(page, 'join-320');
    await context.close();
  });
});

describe('the join page with the SIRET of a listing nobody manages', () => {
  it('offers to claim that listing instead of the join form (390 px)', async () => {
    const found = await api<{
      items: { id: number; entrepriseNom: string; ville: string; geree: boolean }[];
    }>('GET', `recherche?q=${UNMANAGED_SIRET}`);
    const listing = found.items[0]!;
    // The import writes the registers' capitals in a readable case (« Plomberie du Puy Saint Clair »).
    expect(listing.entrepriseNom.toUpperCase()).toBe('PLOMBERIE DU PUY SAINT CLAIR');
    expect(listing.geree).toBe(false);

    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, '/join');
    const step = siretStep(page);
    await step.siret.fill('812 345 676 00017');
    await step.submit.click();
    const heading = page.getByRole('heading', { level: 2, name: JOIN_SIRET_TEXTS.unmanagedTitle });
    await heading.waitFor();
    await expect(heading.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(new URL(page.url()).search).toBe(`?siret=${UNMANAGED_SIRET}`);
    const outcome = page.getByRole('region', { name: JOIN_SIRET_TEXTS.unmanagedTitle });
    await outcome.getByText(JOIN_SIRET_TEXTS.unmanagedText(listing.entrepriseNom, listing.ville)).waitFor();
    const claim = outcome.getByRole('link', { name: JOIN_SIRET_TEXTS.claim });
    await expect(claim.getAttribute('href')).resolves.toBe(`/revendiquer?fiche=${listing.id}`);
    await expect(
      outcome.getByRole('link', { name: JOIN_SIRET_TEXTS.viewListing }).getAttribute('href'),
    ).resolves.toBe(`/artisan/${listing.id}`);
    await expect(page.getByRole('form', { name: 'Votre demande d’inscription' }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, 'join-revendiquer-390');
    await expectNoViolations(page);

    // « Revendiquer ma fiche » opens the claim of that listing.
    await claim.click();
    await page.waitForURL((url) => url.pathname === '/revendiquer' && url.search === `?fiche=${listing.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the login page with the API out of reach', () => {
  it.each([
    [390, 844, 'unreachable', 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.'],
    [1280, 900, 'failing', 'Une erreur interne est survenue. Veuillez réessayer plus tard.'],
  ])(
    'says so in an alert beside the form that stays, keeping what was typed (%i × %i px, %s)',
    async (width, height, how, message) => {
      const { page, context } = await openAuditPage(browser, width, height);
      await page.route('**/api/auth/login', (route) =>
        how === 'unreachable'
          ? route.abort('failed')
          : route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ message }),
            }),
      );
      await logIn(page, '/admin', 'artisan', 'Artisan@2024');
      const alert = page.getByRole('alert').filter({ hasText: message });
      await alert.waitFor();
      await alert.getByText('Vos identifiants sont conservés : réessayez dans un instant.').waitFor();
      // A toast would be gone after two seconds; the alert stays.
      await page.waitForTimeout(3000);
      await alert.waitFor({ timeout: 100 });
      await expect(page.getByText(/mauvais nom d'utilisateur ou mot de passe/).count()).resolves.toBe(0);
      await expect(page.getByLabel("Nom d'utilisateur").inputValue()).resolves.toBe('artisan');
      await expect(page.getByLabel('Mot de passe', { exact: true }).inputValue()).resolves.toBe(
        'Artisan@2024',
      );
      expect(new URL(page.url()).pathname).toBe('/admin');
      await screenshot(page, `login-unreachable-${width}`);
      await expectNoViolations(page);
      await context.close();
    },
  );
});
