// The artisan profile editor (/admin/artisan/:artisanId) with the demo artisan: editing and saving every kind of
// field, uploading and deleting images, seeing it all publicly at once, the refusal of another artisan's editor,
// the question asked before leaving with unsaved changes, and the phone layout. What the first test changes on the
// demo profile is put back afterwards through the API, because the whole suite shares one server.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, launchBrowser, openPage, screenshot } from '../support/browser';

const DEMO = { username: 'artisan', password: 'Artisan@2024' };

interface ArtisanPublic {
  id: number;
  entrepriseNom: string;
  anneeExperience: number | null;
  rayonActivite: number;
  specialites: number[];
  telephone: string | null;
  email: string | null;
  personnalDataToShow: string | null;
}
interface Detail {
  id: number;
  type: string;
  description: string | null;
  pathImg: string | null;
}
interface Specialite {
  id: number;
  metier: string;
}

async function api<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

async function demoSession(): Promise<{ token: string; userId: number; artisanId: number }> {
  const { token, artisanId } = await api<{ token: string; artisanId: number }>('auth/login', {
    method: 'POST',
    body: JSON.stringify(DEMO),
  });
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: number };
  return { token, userId: Number(payload.sub), artisanId };
}

async function png(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 },
    },
  })
    .png()
    .toBuffer();
}

async function logInAsDemo(page: Page): Promise<number> {
  await page.goto('/admin');
  await page.getByLabel("Nom d'utilisateur").fill(DEMO.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => /^\/admin\/artisan\/\d+$/.test(url.pathname));
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the artisan profile editor', () => {
  it('lets the demo artisan change their profile, images included, and shows it publicly at once', async () => {
    const session = await demoSession();
    const id = session.artisanId;
    const before = await api<ArtisanPublic>(`artisan/${id}`);
    const detailsBefore = await api<Detail[]>(`artisan/details/artisan/${id}`);
    const descriptionBefore = detailsBefore.find((detail) => detail.type === 'DESCRIPTION') ?? null;
    const realisationsBefore = detailsBefore.filter((detail) => detail.type === 'IMG_REALISATION');
    const account = await api<{ telephone: string | null; personnalDataToShow: string | null }>(
      `artisan/${id}/compte`,
      {},
      session.token,
    );
    const trades = await api<Specialite[]>('specialite');
    const added = trades.find((trade) => !before.specialites.includes(trade.id))!;
    const text = `Artisan plombier testé le ${new Date().toISOString()} : devis gratuit, intervention rapide.`;
    const uploaded: string[] = [];

    const { page, context, errors } = await openPage(browser);
    try {
      expect(await logInAsDemo(page)).toBe(id);
      await expect(page.title()).resolves.toBe(
        `Modifier le profil de ${before.entrepriseNom} – Annuaire des artisans`,
      );
      await page.getByRole('heading', { level: 1, name: before.entrepriseNom }).waitFor();

      // Description, phone visibility and one more trade.
      await page.getByLabel('Description', { exact: true }).fill(text);
      await page.getByText(`${text.length} / 499 caractères au maximum`).waitFor();
      const phoneBox = page.getByRole('checkbox', { name: 'Montrer aux clients : téléphone' });
      await expect(phoneBox.isChecked()).resolves.toBe(true);
      await phoneBox.uncheck();
      await page.getByRole('checkbox', { name: added.metier, exact: true }).check();
      await page.getByText('Modifications non enregistrées').waitFor();

      // Two work images picked at once, then one of them deleted.
      const gallery = page.getByRole('region', { name: 'Galerie de Réalisations' });
      const previews = gallery.getByRole('list', { name: 'Galerie de Réalisations' }).getByRole('listitem');
      const countBefore = realisationsBefore.length;
      await expect(previews.count()).resolves.toBe(countBefore);
      await gallery.locator('input[type="file"]').setInputFiles([
        { name: 'chantier-1.png', mimeType: 'image/png', buffer: await png(1) },
        { name: 'chantier-2.png', mimeType: 'image/png', buffer: await png(2) },
      ]);
      await page.getByText('Détail mis à jour avec succès').first().waitFor();
      await gallery.getByText(`${countBefore + 2} / 10 images`).waitFor();
      for (const item of await previews.all()) {
        const src = await item.locator('img').getAttribute('src');
        if (src && !realisationsBefore.some((detail) => detail.pathImg === src)) uploaded.push(src);
      }
      expect(uploaded).toHaveLength(2);
      const [kept, removed] = uploaded as [string, string];
      await previews
        .filter({ has: page.locator(`img[src="${removed}"]`) })
        .getByRole('button', { name: /^Supprimer/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer cette image ?' });
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await page.getByText('Détail supprimé avec succès').first().waitFor();
      await gallery.getByText(`${countBefore + 1} / 10 images`).waitFor();

      // The lightbox opens on the kept image.
      await previews
        .filter({ has: page.locator(`img[src="${kept}"]`) })
        .getByRole('button', { name: /^Agrandir/ })
        .click();
      const lightbox = page.getByRole('dialog').last();
      await lightbox.locator(`img[src="${kept}"]`).waitFor();
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await page.getByRole('status').filter({ hasText: 'Modifications enregistrées.' }).waitFor();
      await screenshot(page, 'editor-saved');

      // The public API answers the new profile at once.
      const after = await api<ArtisanPublic>(`artisan/${id}`);
      expect(after.personnalDataToShow).toBe('MAIL');
      expect(after.telephone).toBeNull();
      expect(after.email).not.toBeNull();
      expect(after.specialites).toContain(added.id);
      const detailsAfter = await api<Detail[]>(`artisan/details/artisan/${id}`);
      expect(detailsAfter.find((detail) => detail.type === 'DESCRIPTION')?.description).toBe(text);
      const paths = detailsAfter.filter((detail) => detail.type === 'IMG_REALISATION').map((d) => d.pathImg);
      expect(paths).toContain(kept);
      expect(paths).not.toContain(removed);
      expect((await fetch(`${baseUrl()}${kept}`)).status).toBe(200);

      // The public page, once built, shows the same.
      await page.getByRole('link', { name: 'VOIR LE PROFIL PUBLIC' }).click();
      await page.waitForURL((url) => url.pathname === `/artisan/${id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const built = (await page.getByText("À propos de l'artisan").count()) > 0;
      if (built) {
        await page.getByText(text).waitFor();
        // In the page's content: the header's trade menu, filled from the same cache, holds the name too (hidden).
        await page.getByRole('main').getByText(added.metier, { exact: true }).first().waitFor();
        await page.locator(`img[src="${kept}"]`).first().waitFor({ state: 'attached' });
        if (before.telephone) {
          // Neither as stored nor as the page writes a number (in pairs).
          await expect(page.getByText(before.telephone).count()).resolves.toBe(0);
          await expect(
            page.getByText(before.telephone.replace(/(\d{2})(?=\d)/g, '$1 ')).count(),
          ).resolves.toBe(0);
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      // Put the shared demo profile back as it was.
      const { token, userId } = session;
      await api(
        `user/${userId}`,
        {
          method: 'PUT',
          body: JSON.stringify({
            telephone: account.telephone ?? '',
            personnalDataToShow: account.personnalDataToShow,
          }),
        },
        token,
      );
      await api(
        `artisan/${id}`,
        {
          method: 'PUT',
          body: JSON.stringify({
            anneeExperience: before.anneeExperience,
            rayonActivite: before.rayonActivite,
            specialites: before.specialites,
          }),
        },
        token,
      );
      const current = await api<Detail[]>(`artisan/details/artisan/${id}`);
      const description = current.find((detail) => detail.type === 'DESCRIPTION');
      if (description && descriptionBefore?.description) {
        await api(
          `artisan/details/${description.id}`,
          {
            method: 'PUT',
            body: JSON.stringify({
              type: 'DESCRIPTION',
              description: descriptionBefore.description,
              artisanId: id,
            }),
          },
          token,
        );
      }
      for (const detail of current.filter((item) => item.pathImg && uploaded.includes(item.pathImg))) {
        await api(`artisan/details/${detail.id}`, { method: 'DELETE' }, token);
      }
    }
  });

  it('refuses an artisan who types another artisan’s editor address, in French, without the form', async () => {
    const { page, context, errors } = await openPage(browser);
    const own = await logInAsDemo(page);
    const cards = await api<{ id: number }[]>('artisan/artisans');
    const other = cards.find((card) => card.id !== own)!.id;
    await page.goto(`/admin/artisan/${other}`);
    await page.getByRole('heading', { level: 1, name: 'Accès refusé' }).waitFor();
    await page.getByText('Vous ne pouvez modifier que votre propre profil.').waitFor();
    await expect(page.getByRole('button', { name: 'Enregistrer les modifications' }).count()).resolves.toBe(
      0,
    );
    await expect(page.title()).resolves.toBe('Accès refusé – Annuaire des artisans');
    // The API refuses too, whatever the page does.
    const direct = await page.request.get(`/api/artisan/${other}/compte`);
    expect(direct.status()).toBe(403);
    const write = await page.request.put(`/api/artisan/${other}`, {
      data: { anneeExperience: 1, rayonActivite: 10, specialites: [] },
      headers: { origin: baseUrl() },
    });
    expect(write.status()).toBe(403);
    await page.getByRole('link', { name: 'Modifier mon profil' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/artisan/${own}`);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before leaving with unsaved changes, by a link or the back button, and keeps what was typed', async () => {
    const { page, context, errors } = await openPage(browser);
    const id = await logInAsDemo(page);
    // Leave cleanly to the home page, then come back through the header: the back button is then an in-app move.
    await page
      .getByRole('navigation', { name: "Fil d'Ariane" })
      .getByRole('link', { name: 'Accueil' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'MON PROFIL PRO' }).first().click();
    await page.waitForURL((url) => url.pathname === `/admin/artisan/${id}`);
    const description = page.getByLabel('Description', { exact: true });
    await description.fill('Un texte que je ne veux pas perdre.');

    const question = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await page
      .getByRole('navigation', { name: "Fil d'Ariane" })
      .getByRole('link', { name: 'Accueil' })
      .click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Annuler' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/admin/artisan/${id}`);
    await expect(description.inputValue()).resolves.toBe('Un texte que je ne veux pas perdre.');

    // history.back() rather than page.goBack(), which waits for a load that a held move never brings.
    await page.evaluate(() => window.history.back());
    await question.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/artisan/${id}`);
    await question.getByRole('button', { name: 'Annuler' }).click();
    await expect(description.inputValue()).resolves.toBe('Un texte que je ne veux pas perdre.');

    // Closing the tab gets the browser's own question.
    const beforeUnload = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    await expect(beforeUnload).resolves.toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.evaluate(() => window.history.back());
    await question.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px wide phone, with the save button always in reach', async () => {
    const { page, context, errors } = await openPage(browser, 390, 844);
    await logInAsDemo(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('heading', { name: 'Spécialités' }).scrollIntoViewIfNeeded();
    const save = page.getByRole('button', { name: 'Enregistrer les modifications' });
    const box = await save.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'editor-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
