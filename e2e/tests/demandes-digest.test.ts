// « Alertes de nouvelles demandes »: the artisan chooses « Un récapitulatif par jour » in the editor's « Demandes »
// tab (the saved choice shown, a French confirmation beside it); a visitor's request then sends no mail to the
// artisan (the visitor's copy still goes); the daily sweep, run now by an admin (POST /api/demandes/recapitulatifs:
// the server under test is another process, whose hourly timer the journey cannot drive), mails the digest, which
// lists the request and links to the inbox. At a phone's width and a desktop's, with axe: 0 violations.
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { readMails, waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const PASSWORD = 'Recap@2024';
const MESSAGE =
  'Bonjour, une fuite sous l’évier de la cuisine, pouvez-vous passer cette semaine pour un devis ?';

let browser: Browser;
let adminToken: string;
const created: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
});
afterAll(async () => {
  for (const id of created)
    await api('DELETE', `artisan/${id}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

describe('the daily digest of new requests', () => {
  it.each([
    [390, 844],
    [1280, 900],
  ])('is chosen in the editor, holds the mails and arrives in one digest (%i px)', async (width, height) => {
    const account = {
      email: `recap-${width}-${unique}@example.fr`,
      username: `recap${width}${unique}`,
      telephone: '0555443312',
      personnalDataToShow: 'NOTHING',
      password: PASSWORD,
    };
    const artisanId = await createOwnArtisan(adminToken, {
      account,
      entrepriseNom: `Plomberie Récap ${width} ${unique}`,
      metier: 'Plombier',
      place: {
        rue: '5 rue des Tilleuls',
        ville: 'Brive-la-Gaillarde',
        codePostal: '19100',
        latitude: 45.1589,
        longitude: 1.5321,
      },
    });
    created.push(artisanId);

    const { page, context, errors } = await openAuditPage(browser, width, height);
    await logIn(page, '/admin', account.username, PASSWORD);
    await page.waitForURL(`**/admin/artisan/${artisanId}`);
    await page.goto(`/admin/artisan/${artisanId}/demandes`);
    const setting = page.getByRole('group', { name: 'Alertes de nouvelles demandes' });
    const each = setting.getByRole('radio', { name: /À chaque demande/ });
    const daily = setting.getByRole('radio', { name: /Un récapitulatif par jour/ });
    await each.waitFor();
    await expect(each.isChecked()).resolves.toBe(true);
    // By keyboard: the focus on the checked radio, the arrow key chooses (and saves) the other.
    await each.focus();
    await page.keyboard.press('ArrowDown');
    await setting.getByText('Votre choix d’alertes est enregistré. Un récapitulatif par jour.').waitFor();
    await expect(daily.isChecked()).resolves.toBe(true);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, `demandes-digest-${width}`);
    await expectNoViolations(page);
    if (width === 390) {
      // The narrowest phones: still no horizontal scroll.
      await page.setViewportSize({ width: 320, height });
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).resolves.toBeLessThanOrEqual(0);
      await page.setViewportSize({ width, height });
    }

    // Saved: the tab shows it again after a reload.
    await page.goto(`/admin/artisan/${artisanId}/demandes`);
    await page
      .getByRole('group', { name: 'Alertes de nouvelles demandes' })
      .getByRole('radio', { name: /Un récapitulatif par jour/, checked: true })
      .waitFor();

    const visitorEmail = `camille-${width}-${unique}@example.fr`;
    await api('POST', 'demandes', {
      nom: `Camille Récap ${width}`,
      email: visitorEmail,
      codePostal: '19100',
      message: MESSAGE,
      consentement: true,
      artisanIds: [artisanId],
    });
    // The visitor's copy is mailed with the artisan's mail when there is one: once it is there, none went.
    await waitForMails((text) => text.split(/\r?\n/).includes(`To: ${visitorEmail}`), 1, 'copie du visiteur');
    const toArtisan = (text: string) => text.split(/\r?\n/).includes(`To: ${account.email}`);
    await expect(readMails(toArtisan)).resolves.toEqual([]);

    const swept = await api<{ recapitulatifs: number; demandes: number }>(
      'POST',
      'demandes/recapitulatifs',
      undefined,
      adminToken,
    );
    expect(swept.recapitulatifs).toBeGreaterThanOrEqual(1);
    const [digest] = await waitForMails(toArtisan, 1, `récapitulatif pour ${account.email}`);
    expect(digest).toContain('Votre premier récapitulatif : 1 nouvelle demande');
    expect(digest).toContain(
      `Camille Récap ${width} (19100) : « Bonjour, une fuite sous l’évier de la cuisine,`,
    );
    expect(digest).toContain(`/admin/artisan/${artisanId}/demandes`);
    // Once a day: running it again sends this artisan nothing more.
    await api('POST', 'demandes/recapitulatifs', undefined, adminToken);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(readMails(toArtisan)).resolves.toHaveLength(1);

    expect(errors).toEqual([]);
    await context.close();
  });
});
