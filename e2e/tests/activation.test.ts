// « Bienvenue » instead of a password from the administrator: a join request handled in the back office (Messages,
// « Créer le compte et l’artisan ») creates the account without a password, then the artisan with that account
// already selected; the artisan receives the activation mail, chooses its password on a phone and lands in its
// editor. A used link says so. On the accounts screen, a pending account is marked and its mail resent, which ends
// the previous link. At 390 and 1280 px, with axe: 0 violations.
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const PRENOM = 'Alix';
const NOM = `Bienvenue${unique}`;
const EMAIL = `alix-${unique}@example.fr`;
const USERNAME = `alix.bienvenue${unique}`;
const PASSWORD = 'Bienvenue@2026';
const PENDING = { email: `attente-${unique}@example.fr`, username: `attente${unique}` };

let browser: Browser;
let adminToken: string;
let activationLink = '';

/** The path and query of the activation link mailed to `to` (its only mail so far). */
async function activationLinkTo(to: string): Promise<string> {
  const [mail] = await waitForMails(
    (text) => text.split(/\r?\n/).includes(`To: ${to}`),
    1,
    `E-mail d’activation pour ${to}`,
  );
  const url = new URL(/https?:\/\/[^\s"<]+\/activer-mon-compte\?token=[^\s"<]+/.exec(mail!)![0]);
  return url.pathname + url.search;
}

async function adminPage(width: number, height: number) {
  const audit = await openAuditPage(browser, width, height);
  await logIn(audit.page, '/backoffice', 'admin', 'Admin@2024');
  await audit.page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
  return audit;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  const trades = await api<{ id: number; metier: string }[]>('GET', 'specialite');
  await api('POST', 'artisan/email/register', {
    nom: NOM,
    prenom: PRENOM,
    email: EMAIL,
    phone: '0555667788',
    message: 'Je suis couvreur à Brive.',
    entrepriseNom: `Toitures ${NOM}`,
    siret: '73282932000074',
    specialiteId: trades.find((trade) => trade.metier === 'Couvreur')!.id,
    ville: 'Brive-la-Gaillarde',
  });
});
afterAll(async () => {
  await browser.close();
});

describe('an artisan welcomed by an activation mail', () => {
  it('the administrator creates the account without a password, then the artisan with it selected (1280 px)', async () => {
    const { page, context, errors } = await adminPage(1280, 900);
    await page.goto('/backoffice/admin/messages?type=adhesion&etat=a-traiter');
    await page.getByRole('button', { name: `Créer le compte et l’artisan de ${NOM} ${PRENOM}` }).click();
    const step1 = page.getByRole('dialog', { name: `Inscrire ${PRENOM} ${NOM} : 1. le compte` });
    await step1.getByText('un e-mail d’activation lui est envoyé').waitFor();
    await expect(step1.getByLabel(/Mot de passe/).count()).resolves.toBe(0);
    await expectNoViolations(page);
    await step1.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByText(`Le compte ${EMAIL} a été créé ; l’e-mail d’activation lui a été envoyé.`).waitFor();

    const step2 = page.getByRole('dialog', { name: `Inscrire ${PRENOM} ${NOM} : 2. l’artisan` });
    await step2.getByText(`liée au compte ${USERNAME}`).waitFor();
    const account = step2.getByRole('combobox', { name: /Compte utilisateur/ });
    await expect(account.inputValue()).resolves.toBe(`${USERNAME} (${EMAIL})`);
    await step2.getByLabel("Rayon d'activité (km)").fill('30');
    await step2.getByLabel('SIRET').fill('35600000000048');
    await step2.getByLabel('SIREN').fill('356000000');
    await step2.getByRole('checkbox', { name: 'Couvreur' }).check();
    await step2.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByText(`La demande d’adhésion de ${PRENOM} ${NOM} est traitée.`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mails the artisan its username and a link to choose its password', async () => {
    const [mail] = await waitForMails((text) => text.split(/\r?\n/).includes(`To: ${EMAIL}`));
    expect(mail).toContain('Un compte professionnel vient d’être créé pour vous sur l’Annuaire des artisans');
    expect(mail).toContain(`Votre nom d’utilisateur : ${USERNAME}`);
    activationLink = await activationLinkTo(EMAIL);
  });

  it('the artisan chooses its password on a phone and lands in its editor (390 px)', async () => {
    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, activationLink);
    await page.getByRole('heading', { level: 1, name: 'Activer mon compte' }).waitFor();
    await page.getByText(USERNAME, { exact: true }).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');
    await screenshot(page, 'activation-390');
    await expectNoViolations(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await page.waitForURL((url) => /^\/admin\/artisan\/\d+$/.test(url.pathname), { timeout: 20_000 });
    // The company named in the join request, carried to the artisan by step 2.
    await page.getByText(`Toitures ${NOM}`).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    [390, 844],
    [1280, 900],
  ])('a used link says so and offers to log in (%i px)', async (width, height) => {
    const { page, context } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, activationLink);
    await page.getByText('Ce lien d’activation a déjà servi.').waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    await expectNoViolations(page);
    await context.close();
  });
});

describe('resending the activation mail from the accounts screen', () => {
  let firstLink = '';
  beforeAll(async () => {
    await api('POST', 'user', { ...PENDING, telephone: '0555667799', role: 'ROLE_ARTISAN' }, adminToken);
    firstLink = await activationLinkTo(PENDING.email);
  });
  afterAll(async () => {
    const users = await api<{ id: number; email: string }[]>('GET', 'user', undefined, adminToken);
    const pending = users.find((user) => user.email === PENDING.email);
    if (pending) await api('DELETE', `user/${pending.id}`, undefined, adminToken).catch(() => undefined);
  });

  it.each([
    [1280, 900],
    [390, 844],
  ])('marks the pending account and resends its mail (%i px)', async (width, height) => {
    const { page, context, errors } = await adminPage(width, height);
    await page.goto('/backoffice/admin/accounts');
    await page.getByPlaceholder(/Rechercher un compte/).fill(PENDING.username);
    // The API searches: the previous rows stay, dimmed, until its answer, the one account, comes.
    await page.waitForFunction(() => {
      const list = document.querySelector('ul[aria-label="Comptes"]');
      return list !== null && !list.hasAttribute('aria-busy') && list.querySelectorAll('li').length === 1;
    });
    const row = page.getByRole('listitem').filter({ hasText: PENDING.email });
    await row.getByText('En attente d’activation').waitFor();
    await expectNoViolations(page);
    await row.getByRole('button', { name: `Renvoyer l’e-mail d’activation à ${PENDING.email}` }).click();
    await page.getByText(`E-mail d’activation envoyé. (${PENDING.email})`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the previous link now says it expired or was replaced, and whom to ask (390 px)', async () => {
    await waitForMails((text) => text.split(/\r?\n/).includes(`To: ${PENDING.email}`), 3);
    const { page, context } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, firstLink);
    await page.getByText('Ce lien d’activation a expiré ou a été remplacé.').waitFor();
    await page.getByRole('link', { name: 'Contacter l’équipe de l’annuaire' }).waitFor();
    await expectNoViolations(page);
    await context.close();
  });
});
