// Module Federation at runtime: a remote that cannot be loaded shows the French fallback, the rest keeps working.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a remote that is down', () => {
  it('shows "Ce service est momentanément indisponible." with "Réessayer", and recovers when it is back', async () => {
    const { page, context } = await openPage(browser);
    const manifest = '**/remotes/public/mf-manifest.json';
    await page.route(manifest, (route) => route.fulfill({ status: 404, body: 'introuvable' }));
    await page.goto('/');
    await page.getByText('Ce service est momentanément indisponible.').waitFor();

    // The header is the shell's own: its dropdown still lists the trades from the API.
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Nos artisans' }).hover();
    await header.getByRole('link', { name: 'Plombier' }).waitFor();

    // The login page belongs to the shell, so it works while remote-public is down.
    await page.getByRole('link', { name: 'MON PROFIL PRO' }).first().click();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();

    await page.unroute(manifest);
    await page.goBack();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    // The fallback is a level-1 heading too: wait for the home page's own.
    await page
      .getByRole('heading', { level: 1, name: "Trouvez l'artisan qu'il vous faut, près de chez vous" })
      .waitFor();
    await expect(page.getByText('Ce service est momentanément indisponible.').count()).resolves.toBe(0);
    await context.close();
  });

  it('follows /remotes.json at runtime: a broken entry for one remote leaves the others working', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, string>;
      await route.fulfill({
        response,
        json: { ...config, backoffice: 'http://127.0.0.1:9/remotes/backoffice/mf-manifest.json' },
      });
    });
    await page.goto('/backoffice');
    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Admin@2024');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
    await page.getByText('Ce service est momentanément indisponible.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'À PROPOS' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    // Navigations are React transitions: the previous screen (whose message is a level-1 heading too) stays until
    // the public remote has rendered /about, so wait for that page's own heading.
    await page.getByRole('heading', { level: 1, name: 'À propos de l’Annuaire des artisans' }).waitFor();
    await expect(page.getByText('Ce service est momentanément indisponible.').count()).resolves.toBe(0);
    await context.close();
  });
});
