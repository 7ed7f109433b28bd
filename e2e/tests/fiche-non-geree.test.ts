// A request to a listing of the registers that no business manages yet, as a homeowner and the business live it. On
// a phone, the listing (its business's e-mail is in ADEME's RGE list) offers « Contacter cette entreprise »; the
// request goes to that e-mail with « Un particulier vous demande un devis… Revendiquez gratuitement votre fiche… »,
// Reply-To the homeowner, and the one-click « Ne plus recevoir de demandes ». On a wide screen the business opens that
// link: its choice is recorded at once, can be undone and made again. Then the listing says it cannot be reached
// through the directory, offers no request, and shows the nearest managed artisan of its trade serving its place,
// then those serving the place the visitor chooses.
// axe-core finds no WCAG 2.1 A/AA violation on each screen. The listing is the demo registers' establishment of SIRET
// 300 502 051 00026 (RGE e-mail contact@300502051.example), which no other browser journey uses.
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan } from '../support/session';

const SIRET = '30050205100026';
const RGE_EMAIL = 'contact@300502051.example';
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const VISITOR = {
  nom: `Louise Martin ${unique}`,
  email: `louise-${unique}@example.fr`,
  codePostal: '24000',
  message: 'Bonjour, je voudrais un devis pour l’entretien de la ventilation de ma maison à Périgueux.',
};

interface Listing {
  id: number;
  entrepriseNom: string;
  latitude: number | null;
  longitude: number | null;
  adresse: { ville: string };
  specialitesDetails: { id: number; metier: string }[];
  joignabilite: string | null;
}

let browser: Browser;
let adminToken: string;
let listing: Listing;
let alternativeId: number;
const alternativeName = `Ventilation Voisine ${unique}`;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  const found = await api<{ items: { id: number }[] }>('GET', `recherche?q=${SIRET}`);
  listing = await api<Listing>('GET', `artisan/${found.items[0]!.id}`);
  expect(listing.joignabilite).toBe('PAR_EMAIL');
  // A managed artisan of the same trade, at the listing's place: the one its page offers instead.
  alternativeId = await createOwnArtisan(adminToken, {
    account: {
      email: `voisine-${unique}@example.fr`,
      username: `voisine${unique}`,
      telephone: '0553000000',
      personnalDataToShow: 'ALL',
      password: 'Voisine@2026',
    },
    entrepriseNom: alternativeName,
    metier: listing.specialitesDetails[0]!.metier,
    place: {
      rue: '1 place Francheville',
      ville: listing.adresse.ville,
      codePostal: VISITOR.codePostal,
      latitude: listing.latitude!,
      longitude: listing.longitude!,
    },
  });
});
afterAll(async () => {
  if (alternativeId)
    await api('DELETE', `artisan/${alternativeId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

describe('a request to a listing nobody manages', () => {
  let optOutPath: string;

  it('reaches its business at its RGE e-mail, with the invitation to claim it (390 px)', async () => {
    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, `/artisan/${listing.id}`);
    await page.getByText("Cette fiche n'est pas encore gérée par l'entreprise.").waitFor();
    await page
      .getByText('votre demande lui est transmise par e-mail, à l’adresse que publie la liste RGE')
      .waitFor();
    await expectNoViolations(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, 'fiche-non-geree-contact-390');

    await page.getByRole('button', { name: 'Contacter cette entreprise' }).click();
    const dialog = page.getByRole('dialog', { name: /Contacter/ });
    await dialog.waitFor();
    await dialog.getByLabel('Nom', { exact: true }).fill(VISITOR.nom);
    await dialog.getByLabel('E-mail').fill(VISITOR.email);
    await dialog.getByLabel('Code postal des travaux').fill(VISITOR.codePostal);
    await dialog.getByLabel('Message').fill(VISITOR.message);
    await dialog.getByRole('checkbox', { name: /J’accepte que ces informations soient transmises/ }).check();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await dialog.getByRole('heading', { name: 'Votre demande a été transmise à l’artisan.' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const [mail] = await waitForMails(
      (text) => text.split(/\r?\n/).includes(`To: ${RGE_EMAIL}`) && text.includes(VISITOR.email),
      1,
      `demande pour ${RGE_EMAIL}`,
    );
    // Headers folded over lines are one header.
    const unfolded = mail!.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`Reply-To: ${VISITOR.email}`);
    expect(unfolded).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/demandes\/refus\/[^>]+>$/m);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toContain(
      'Un particulier vous demande un devis via l’Annuaire des artisans. Revendiquez gratuitement votre fiche pour lui répondre et gérer vos demandes.',
    );
    expect(mail).toContain(VISITOR.message);
    expect(mail).toContain(`/revendiquer?fiche=${listing.id}`);
    const link = /Ne plus recevoir de demandes : (https?:\/\/\S+)/.exec(mail!);
    optOutPath = new URL(link![1]!).pathname + new URL(link![1]!).search;
    expect(optOutPath).toMatch(/^\/ne-plus-recevoir-de-demandes\?jeton=/);
  });

  it('« Ne plus recevoir de demandes »: one click, undone, made again (1280 px)', async () => {
    const { page, context, errors } = await openAuditPage(browser, 1280, 900);
    await gotoHydrated(page, optOutPath);
    await page
      .getByText(
        `C’est noté : ${listing.entrepriseNom} ne recevra plus de demandes par l’Annuaire des artisans.`,
      )
      .waitFor();
    await expectNoViolations(page);
    await screenshot(page, 'fiche-non-geree-refus-1280');
    await expect(api<{ joignabilite: string }>('GET', `artisan/${listing.id}`)).resolves.toMatchObject({
      joignabilite: 'REFUS',
    });

    await page.getByRole('button', { name: 'Recevoir à nouveau les demandes' }).click();
    await page
      .getByText(
        `C’est noté : ${listing.entrepriseNom} peut à nouveau recevoir des demandes par l’Annuaire des artisans.`,
      )
      .waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Ne plus recevoir de demandes' }).click();
    await page.getByText(`C’est noté : ${listing.entrepriseNom} ne recevra plus de demandes`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the listing then says it cannot be reached and offers a managed artisan of its trade (390 px)', async () => {
    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, `/artisan/${listing.id}`);
    await page.getByText('Cette entreprise ne peut pas être jointe par l’annuaire.').waitFor();
    await expect(page.getByRole('button', { name: 'Contacter cette entreprise' }).count()).resolves.toBe(0);
    const alternatives = page.getByRole('region', { name: /qui interviennent à/ });
    await alternatives.getByRole('link', { name: alternativeName }).waitFor();
    await expectNoViolations(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, 'fiche-non-geree-injoignable-390');

    // The visitor's own place: the artisans serving it, the title naming it, and the way back to the listing's.
    await alternatives.getByRole('combobox', { name: 'Votre commune ou code postal' }).fill('Brive');
    await page
      .getByRole('option', { name: /^Brive-la-Gaillarde/ })
      .first()
      .click();
    await alternatives.getByRole('heading', { name: /qui interviennent à Brive-la-Gaillarde/ }).waitFor();
    await expect(alternatives.getByRole('link', { name: alternativeName }).count()).resolves.toBe(0);
    await expectNoViolations(page);
    await screenshot(page, 'fiche-non-geree-autre-lieu-390');
    await alternatives.getByRole('button', { name: `Revenir à ${listing.adresse.ville}` }).click();
    await alternatives.getByRole('link', { name: alternativeName }).click();
    await page.waitForURL((url) => url.pathname === `/artisan/${alternativeId}`);
    await page.getByRole('heading', { level: 1, name: alternativeName }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
