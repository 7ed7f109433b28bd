// The site area of remote-public as a visitor uses it: static, legal and info pages on a phone, the contact form
// reaching the API, and the whole password reset (request, mail in the outbox, new password, login). The join form's
// journey is join.test.ts.
import type { Browser } from 'playwright-core';
import { baseUrl, gotoHydrated, launchBrowser, openPage, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { api } from '../support/session';

const SHELL_DESCRIPTION = 'Annuaire des artisans du bâtiment : trouvez un artisan près de chez vous';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A unique suffix, so that the accounts and messages of this file never collide with another run's. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

let cachedAdminToken: string | undefined;

/** One admin login for the whole file: the suite's logins share the API's per-address rate limit. */
async function adminToken(): Promise<string> {
  if (!cachedAdminToken) {
    const { token } = await api<{ token: string }>('POST', 'auth/login', {
      username: 'admin',
      password: 'Admin@2024',
    });
    cachedAdminToken = token;
  }
  return cachedAdminToken;
}

/** Waits for the reset mail sent to `email` in DATA_DIR/outbox and returns the link it holds. */
async function readResetLink(email: string): Promise<URL> {
  const [mail] = await waitForMails(
    (text) => text.includes(`To: ${email}`),
    1,
    `Mail de réinitialisation pour ${email}`,
  );
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(mail!);
  if (!match) throw new Error(`Pas de lien dans le mail de réinitialisation pour ${email}`);
  return new URL(match[0].replaceAll('&amp;', '&'));
}

interface StoredMessage {
  kind: 'CONTACT' | 'JOIN';
  payload: Record<string, string>;
}

describe('the site pages', () => {
  it.each([
    ['/about', 'À propos de l’Annuaire des artisans'],
    ['/cgu', 'Conditions générales d’utilisation'],
    ['/politique-confidentialite', 'Politique de confidentialité'],
    ['/accessibilite', 'Déclaration d’accessibilité'],
    ['/partenaires', 'Nos partenaires'],
    ['/devenir-partenaire', 'Nos partenaires'],
    ['/infos-et-aides', 'Infos et aides'],
    ['/infos-lmnp', 'Le statut de loueur en meublé non professionnel (LMNP)'],
    ['/faq', 'Foire aux questions'],
    ['/contact', 'Contactez-nous'],
    ['/join', 'NOUS REJOINDRE'],
    ['/forgot-password', 'Mot de passe oublié'],
  ])('%s reads well on a 390 px phone, with its title and meta description', async (route, title) => {
    const { page, errors, context } = await openPage(browser, 390, 844);
    await page.goto(route);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.title()).resolves.toMatch(/ – Annuaire des artisans$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toContain(SHELL_DESCRIPTION);
    expect(description?.length).toBeGreaterThan(60);
    // Nothing wider than the screen (tables scroll inside their own box).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (route === '/infos-lmnp' || route === '/contact')
      await screenshot(page, `site${route.replace('/', '-')}-390`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the info topics one at a time with the keyboard, then an article and back through the breadcrumb', async () => {
    const { page, errors, context } = await openPage(browser);
    // The page comes rendered from the server: its buttons answer once the scripts have hydrated it.
    await gotoHydrated(page, '/infos-et-aides');
    const dpe = page.getByRole('button', { name: 'Le diagnostic de performance énergétique (DPE)' });
    await dpe.focus();
    await page.keyboard.press('Enter');
    await expect(dpe.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dpe.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.locator('[aria-expanded="true"]').count()).resolves.toBe(1);
    await page.keyboard.press('Enter');
    await expect(page.locator('[aria-expanded="true"]').count()).resolves.toBe(0);

    await dpe.click();
    await page
      .getByRole('region', { name: 'Le diagnostic de performance énergétique (DPE)' })
      .getByRole('link')
      .click();
    await page.waitForURL((url) => url.pathname === '/infos-dpe');
    await page
      .getByRole('heading', { level: 1, name: 'Le diagnostic de performance énergétique (DPE)' })
      .waitFor();
    await expect(page.getByRole('main').textContent()).resolves.toContain('valable 10 ans');
    const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(breadcrumb.getByRole('listitem').count()).resolves.toBe(2);
    await breadcrumb.getByRole('link', { name: 'Infos et aides' }).click();
    await page.waitForURL((url) => url.pathname === '/infos-et-aides');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the footer’s "Mentions légales" link to that section of the terms', async () => {
    const { page, errors, context } = await openPage(browser);
    await gotoHydrated(page, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Mentions légales' });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'mentions-legales');
    await expect(heading.isVisible()).resolves.toBe(true);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(300);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the forms', () => {
  it('contact: checks every field, sends the message to the API, confirms and resets', async () => {
    const { page, errors, context } = await openPage(browser, 390, 844);
    const email = `contact-${unique()}@example.fr`;
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Le nom est obligatoire.').waitFor();
    await expect(page.getByText('Veuillez choisir un rôle.').isVisible()).resolves.toBe(true);
    await expect(
      page.getByLabel('Nom', { exact: true }).evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);

    await page.getByLabel('Nom', { exact: true }).fill('Claire Martin');
    await page.getByLabel('E-mail').fill('claire@');
    await page.getByLabel('Téléphone').fill('0612345678');
    await page.getByLabel('Vous êtes').selectOption('Particulier');
    await page.getByLabel('Message').fill('Bonjour, je cherche un couvreur près de Tulle.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Adresse e-mail invalide.').waitFor();

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Message envoyé avec succès !').waitFor();
    await expect(page.getByLabel('Nom', { exact: true }).inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Message').inputValue()).resolves.toBe('');

    const messages = await api<StoredMessage[]>('GET', 'messages', undefined, await adminToken());
    const stored = messages.find((message) => message.payload.email === email);
    expect(stored).toMatchObject({ kind: 'CONTACT', payload: { nom: 'Claire Martin', role: 'Particulier' } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('password reset: request, link from the outbox, new password, login with it', async () => {
    const id = unique();
    const username = `reset-${id}`;
    const email = `${username}@example.fr`;
    await api(
      'POST',
      'user',
      {
        email,
        username,
        telephone: '0612345678',
        role: 'ROLE_ARTISAN',
        password: 'Depart@2026',
      },
      await adminToken(),
    );

    const { page, errors, context } = await openPage(browser);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await page.getByText('Un e-mail de réinitialisation a été envoyé !').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');

    const link = await readResetLink(email);
    expect(link.searchParams.get('email')).toBe(email);
    const resetPath = `${link.pathname}${link.search}`;
    await gotoHydrated(page, resetPath);
    await page.getByText(email).waitFor();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
    await page.getByLabel('Confirmer le mot de passe').fill('court');
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await page.getByText('Le mot de passe doit contenir au moins 8 caractères.').waitFor();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau@2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Nouveau@2027');
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await page.getByText('Les mots de passe ne correspondent pas.').waitFor();
    await page.getByLabel('Confirmer le mot de passe').fill('Nouveau@2026');
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await page.getByText('Mot de passe réinitialisé avec succès.').first().waitFor();
    // To the login page, the account's e-mail filled.
    await page.waitForURL(
      (url) => url.pathname === '/admin' && url.searchParams.get('identifiant') === email,
    );

    // The link works once: used, it says so and offers a new one (issue 22), and the API refuses it too.
    await gotoHydrated(page, resetPath);
    await page.getByText('Ce lien a déjà été utilisé.').waitFor();
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).waitFor();
    await expect(page.getByLabel('Nouveau mot de passe', { exact: true }).count()).resolves.toBe(0);
    const reset = new URL(resetPath, baseUrl());
    await expect(
      api('PUT', 'user/pwd', {
        email: reset.searchParams.get('email'),
        timestamp: Number(reset.searchParams.get('timestamp')),
        hash: reset.searchParams.get('hash'),
        newPassword: 'Encore@2026',
      }),
    ).rejects.toThrow('400');

    await expect(api('POST', 'auth/login', { username, password: 'Depart@2026' })).rejects.toThrow('401');
    await page.goto('/admin');
    await page.getByLabel("Nom d'utilisateur").fill(username);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau@2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Connexion réussie !').waitFor();
    await page.getByRole('button', { name: 'SE DÉCONNECTER' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
