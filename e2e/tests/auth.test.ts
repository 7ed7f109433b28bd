// Login pages, redirects after login and the guards, with the demo accounts seeded at first start.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describe('login and guards', () => {
  it('redirects a visitor from protected paths to the right login page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/backoffice/admin/artisans');
    await page.waitForURL((url) => url.pathname === '/backoffice');
    await page.goto('/admin/artisan/1');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows the spec toast and the error text on a wrong password', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/admin');
    await logIn(page, 'admin', 'Mauvais@2024');
    await page.getByText("Échec de la connexion : mauvais nom d'utilisateur ou mot de passe.").waitFor();
    await page.getByText('Connexion échouée').waitFor();
    await expect(page.evaluate(() => window.location.pathname)).resolves.toBe('/admin');
    await context.close();
  });

  it('takes an admin logging in at /backoffice to the back-office home, loaded from its remote', async () => {
    const { page, requests, context } = await openPage(browser);
    await page.goto('/backoffice');
    await logIn(page, 'admin', 'Admin@2024');
    await page.getByText('Connexion réussie !').waitFor();
    await page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(requests.some((url) => url.includes('/remotes/backoffice/'))).toBe(true);
    await expect(page.getByRole('button', { name: 'SE DÉCONNECTER' }).first().isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, 'backoffice-home');
    await context.close();
  });

  it.each([
    ['phone', 390],
    ['desktop', 1280],
  ])('shows « Connexion réussie ! » below the header on a %s, never over its links', async (_name, width) => {
    const { page, context } = await openPage(browser, width, 800);
    await page.goto('/backoffice');
    await logIn(page, 'admin', 'Admin@2024');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Connexion réussie !' });
    await toast.waitFor();
    // sonner slides the toast in: wait for it to settle before measuring.
    await page.waitForFunction(() => {
      const element = document.querySelector('[data-sonner-toast][data-mounted="true"]');
      return (
        element !== null && element.getAnimations().every((animation) => animation.playState !== 'running')
      );
    });
    const header = await page.getByRole('banner').boundingBox();
    const box = await toast.boundingBox();
    expect(header).not.toBeNull();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The header's links stay clickable while the toast shows.
    if (width === 1280) {
      await page.getByRole('banner').getByRole('link', { name: 'À PROPOS' }).click({ timeout: 5000 });
      await page.waitForURL((url) => url.pathname === '/about');
    }
    await context.close();
  });

  it('takes the demo artisan to their own editor, where the remote reads the same auth store', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/admin');
    await logIn(page, 'artisan', 'Artisan@2024');
    await page.waitForURL((url) => /^\/admin\/artisan\/\d+$/.test(url.pathname));
    const artisanId = new URL(page.url()).pathname.split('/').pop();
    // The editor remote shows the form only to the artisan the shell's auth store says is logged in.
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).waitFor();
    const profileLink = page.getByRole('banner').getByRole('link', { name: 'MON PROFIL PRO' }).first();
    await expect(profileLink.getAttribute('href')).resolves.toBe(`/admin/artisan/${artisanId}`);

    await page.getByRole('button', { name: 'SE DÉCONNECTER' }).first().click();
    await page.getByRole('link', { name: 'NOUS REJOINDRE' }).first().waitFor();
    await page.goto(`/admin/artisan/${artisanId}`);
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();
  });

  it('logs out a user whose token has expired', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${encode({ alg: 'HS256' })}.${encode({ sub: 1, role: 'ROLE_ADMIN', artisanId: null, exp: 1 })}.x`;
    await page.evaluate((token) => window.localStorage.setItem('token', token), expired);
    await page.goto('/backoffice/admin/home');
    await page.waitForURL((url) => url.pathname === '/backoffice');
    await expect(page.evaluate(() => window.localStorage.getItem('token'))).resolves.toBeNull();
    await context.close();
  });
});
