// The editor's photos at a phone and a desktop width: a 2.9 MB phone photo, upright only through its EXIF
// orientation, is made smaller in the browser and saved (the API still refuses over 2 MB), then captioned, the
// caption shown on the public gallery and its lightbox; a file the browser
// cannot make smaller is refused by a message that stays under the drop zone, tied to it for screen readers; the
// description field stops at the number its counter names. With an artisan of the journey's own.
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { axeViolations, openAuditPage } from '../support/axe';
import { baseUrl, gotoHydrated, launchBrowser } from '../support/browser';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCOUNT = {
  email: `photos-${unique}@example.fr`,
  username: `photos${unique}`,
  telephone: '0555443311',
  personnalDataToShow: 'ALL',
  password: 'Photos@2024',
};
const TOO_LARGE = "La taille de l'image ne doit pas dépasser 2 Mo.";
const LIMIT = 2 * 1024 * 1024;

let browser: Browser;
let adminToken: string;
let artisanId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: ACCOUNT,
    entrepriseNom: `Salles de bains ${unique}`,
    metier: 'Plombier',
    place: {
      rue: '2 avenue de Paris',
      ville: 'Tulle',
      codePostal: '19000',
      latitude: 45.2658,
      longitude: 1.7722,
    },
  });
});
afterAll(async () => {
  if (artisanId) await api('DELETE', `artisan/${artisanId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

/** A 3000 × 2100 JPEG of noise (barely compressible, as a detailed photo) stored landscape, tagged « turn 90° ». */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2100,
      channels: 3,
      background: { r: 120, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

interface Detail {
  id: number;
  type: string;
  description: string | null;
  pathImg: string | null;
}

describe.each([
  ['desktop', 1280, 900],
  ['phone', 390, 844],
])('the editor’s photos (%s)', (_name, width, height) => {
  it('shrinks a 2.9 MB phone photo, upright, and keeps a refusal next to the drop zone', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(LIMIT + 500_000);
    const before = (await api<Detail[]>('GET', `artisan/details/artisan/${artisanId}`)).filter(
      (detail) => detail.type === 'IMG_REALISATION',
    );

    const { context, page, errors } = await openAuditPage(browser, width, height);
    try {
      await logIn(page, '/admin', ACCOUNT.username, ACCOUNT.password);
      await page.waitForURL((url) => url.pathname.startsWith(`/admin/artisan/${artisanId}`));
      const gallery = page.getByRole('region', { name: 'Galerie de Réalisations' });
      await gallery.getByText(`${before.length} / 10 images`).waitFor();
      await gallery
        .getByText(/une photo plus lourde est réduite avant l’envoi/)
        .first()
        .waitFor();

      // The phone photo: made smaller in the browser, then saved.
      await gallery
        .locator('input[type="file"]')
        .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
      await gallery.getByText(`${before.length + 1} / 10 images`).waitFor({ timeout: 30_000 });
      const after = (await api<Detail[]>('GET', `artisan/details/artisan/${artisanId}`)).filter(
        (detail) => detail.type === 'IMG_REALISATION',
      );
      const added = after.find((detail) => !before.some((old) => old.id === detail.id))!;
      const stored = Buffer.from(await (await fetch(`${baseUrl()}${added.pathImg}`)).arrayBuffer());
      const { width: storedWidth, height: storedHeight } = await sharp(stored).metadata();
      // Upright: the EXIF orientation was applied before the tags were dropped.
      expect(storedHeight!).toBeGreaterThan(storedWidth!);
      const refusals = gallery.locator('[data-refusals]');
      await expect(refusals.textContent()).resolves.toBe('');

      // Its caption, saved on its own, then shown under it on the public page and in its lightbox.
      const caption = `Salle de bains – Tulle ${width}`;
      const position = after.findIndex((detail) => detail.id === added.id) + 1;
      await gallery.getByRole('textbox', { name: `Légende de Réalisation ${position}` }).fill(caption);
      await gallery
        .getByRole('button', { name: `Enregistrer la légende de Réalisation ${position}` })
        .click();
      await gallery.getByText('Légende enregistrée.').waitFor();
      const captioned = await api<Detail[]>('GET', `artisan/details/artisan/${artisanId}`);
      expect(captioned.find((detail) => detail.id === added.id)).toMatchObject({ description: caption });
      const visitor = await context.newPage();
      await gotoHydrated(visitor, `/artisan/${artisanId}`);
      const works = visitor.getByRole('region', { name: 'Galerie de Réalisations' });
      await works.getByText(caption).waitFor();
      await works.getByRole('button', { name: `Agrandir : ${caption}` }).click();
      await visitor.getByRole('dialog').locator('figcaption', { hasText: caption }).waitFor();
      await visitor.close();

      // A file the browser cannot decode (HEIC in Chromium) stays over 2 MB: refused, and the message stays.
      await gallery.locator('input[type="file"]').setInputFiles({
        name: 'IMG_2042.heic',
        mimeType: 'image/heic',
        buffer: Buffer.alloc(LIMIT + 1000, 7),
      });
      await refusals.getByText(TOO_LARGE).waitFor();
      await expect(refusals.getAttribute('aria-live')).resolves.toBe('assertive');
      const zone = gallery.getByRole('button', { name: 'Ajouter des photos de réalisations' });
      const describedBy = (await zone.getAttribute('aria-describedby'))!.split(' ');
      expect(describedBy).toContain(await refusals.getAttribute('id'));
      await page.waitForTimeout(2500);
      await expect(refusals.getByText(TOO_LARGE).isVisible()).resolves.toBe(true);
      // Next to the drop zone: at the bottom of its frame, under its button.
      const buttonBox = (await zone.boundingBox())!;
      const frameBox = (await refusals.locator('xpath=..').boundingBox())!;
      const messageBox = (await refusals.boundingBox())!;
      expect(messageBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height - 1);
      expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height + 1);
      expect(await axeViolations(page)).toEqual([]);

      // The description stops at the number its counter names.
      const description = page.getByLabel('Description', { exact: true });
      await description.fill('');
      await description.pressSequentially('a'.repeat(20));
      await description.evaluate((element: HTMLTextAreaElement) => element.select());
      await page.keyboard.insertText('b'.repeat(600));
      await expect(description.inputValue()).resolves.toHaveLength(499);
      await page.getByText('499 / 499 caractères au maximum').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
