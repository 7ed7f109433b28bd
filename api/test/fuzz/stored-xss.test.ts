// Fuzz: text holding <script> and other markup, stored through every route that keeps visitor or admin text (trades,
// particuliers, artisans, details, reviews, accounts, contact and join messages, requests relayed to artisans,
// requests to withdraw a listing),
// never comes back unescaped in
// what the server renders: the sitemap (XML), the HTML pages it serves and the HTML mails it sends. The JSON
// answers that carry it back are JSON, with nosniff, so that no browser renders them as a page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { MailInput } from '../../src/plugins/mailer';
import {
  NUM_RUNS,
  SCRIPT_FRAGMENTS,
  createFuzzWorld,
  hostileString,
  printSummary,
  restoreSessions,
  send,
  type FuzzRequest,
  type FuzzWorld,
} from '../helpers/fuzz';
import { eventually } from '../helpers/fixture-people';

const SHELL_HTML =
  '<!doctype html><html lang="fr"><head><title>Annuaire des artisans</title></head><body><div id="root"></div></body></html>';

let world: FuzzWorld;
let webRoot: string;
const mails: MailInput[] = [];
let acceptedMessages = 0;
const started = Date.now();

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-fuzz-web-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  world = await createFuzzWorld({ webRoot });
  // The outbox mails each stored message in the background: keep them here instead of in .eml files.
  world.app.mailer.send = async (mail) => {
    mails.push(mail);
  };
});
afterAll(async () => {
  printSummary('stored-xss', started);
  await world?.ctx.close();
  if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
});

/** A text with markup in it, short enough for most fields (100 characters at most). */
const markup: fc.Arbitrary<string> = fc
  .tuple(
    hostileString.map((text) => text.slice(0, 30)),
    fc.constantFrom(...SCRIPT_FRAGMENTS),
    fc.string({ maxLength: 20 }),
  )
  .map((parts) =>
    parts
      .join('')
      .replaceAll('\u0000', '')
      .replace(/[\uD800-\uDFFF]/g, '')
      .slice(0, 100),
  )
  .filter((text) => text.trim().length > 0 && /</.test(text));

type Store = (payload: string) => Omit<FuzzRequest, 'remoteAddress'>;

const json = (
  method: FuzzRequest['method'],
  url: string,
  headers: Record<string, string>,
  value: unknown,
) => ({
  method,
  url,
  headers: { ...headers, accept: 'application/json' },
  body: { kind: 'json' as const, value },
});

/** Every route that stores text, each filled with the payload. */
const STORES: Record<string, Store> = {
  specialite: (p) => json('POST', '/api/specialite', world.headers.admin!, { metier: p }),
  particulier: (p) => json('POST', '/api/particulier', world.headers.admin!, { nom: p, prenom: p }),
  artisan: (p) =>
    json('PUT', `/api/artisan/${world.otherArtisanId}`, world.headers.admin!, {
      userId: world.otherUserId,
      entrepriseNom: p,
      adresse: { rue: p, ville: p, codePostal: '19100', pays: p.slice(0, 60) },
      rayonActivite: 20,
      siret: '73282932000074',
      siren: '732829320',
      googlePlaceId: p,
      specialites: [world.specialiteId],
    }),
  detail: (p) =>
    json('PUT', `/api/artisan/details/${world.otherDetailId}`, world.headers.admin!, {
      type: 'DESCRIPTION',
      description: p,
    }),
  ownDetail: (p) =>
    json('PUT', `/api/artisan/details/${world.ownDetailId}`, world.headers.artisan!, {
      type: 'DESCRIPTION',
      description: p,
    }),
  note: (p) =>
    json('POST', '/api/note', world.headers.admin!, {
      particulierId: world.particulierId,
      artisanId: world.otherArtisanId,
      commentaire: p,
      nombreEtoiles: 2,
    }),
  user: (p) =>
    json('POST', '/api/user', world.headers.admin!, {
      email: `x${Math.random().toString(36).slice(2)}@example.fr`,
      username: p,
      telephone: '0555123456',
      role: 'ROLE_ARTISAN',
      password: 'Nouveau@2024',
    }),
  contact: (p) =>
    json(
      'POST',
      '/api/artisan/email/support',
      {},
      {
        nom: p,
        email: 'visiteur@example.fr',
        tel: p.slice(0, 30),
        role: 'Particulier',
        message: p,
      },
    ),
  join: (p) =>
    json(
      'POST',
      '/api/artisan/email/register',
      {},
      {
        nom: p,
        prenom: p,
        email: 'visiteur@example.fr',
        phone: p.slice(0, 30),
        entrepriseNom: p,
        siret: '73282932000074',
        specialiteId: world.specialiteId,
        ville: p,
        message: p,
      },
    ),
  // A request relayed to the other artisan: mailed to its account, listed in its inbox.
  demande: (p) =>
    json(
      'POST',
      '/api/demandes',
      {},
      {
        nom: p,
        // A new address each time: the same e-mail may write to an artisan once a day only.
        email: `v${Math.random().toString(36).slice(2)}@example.fr`,
        codePostal: '19100',
        message: `${p} — un devis pour la toiture, merci.`,
        consentement: true,
        artisanIds: [world.otherArtisanId],
      },
    ),
  // A request to withdraw a listing (RGPD article 21): mailed to CONTACT_EMAIL, listed in the back office.
  retrait: (p) =>
    json(
      'POST',
      '/api/registres/retraits',
      {},
      {
        siret: '73282932000074',
        // A new address each time: a repeat of a waiting request stores and mails nothing.
        email: `g${Math.random().toString(36).slice(2)}@example.fr`,
        motif: p,
        artisanId: world.otherArtisanId,
      },
    ),
};

/** The markup of the payload, or any known script fragment, appears nowhere in a rendered document. */
function expectNoMarkup(kind: string, body: string, payload: string): void {
  const leaked = [payload, ...SCRIPT_FRAGMENTS].find((fragment) => body.includes(fragment));
  if (leaked !== undefined) throw new Error(`${kind} : « ${leaked} » rendu sans échappement`);
  if (/<\s*(script|svg|img)\b/i.test(body)) throw new Error(`${kind} : balise active rendue`);
}

/** The sitemap's own tags: elements without attributes but namespaces, and the XML declaration. */
const SITEMAP_TAGS = /^<\/?[a-z][a-z:]*(?: xmlns(?::[a-z]+)?="[^"<>]*")*>$|^<\?xml [^<>]*\?>$/;

function expectJsonOnly(response: LightMyRequestResponse, payload: string): void {
  if (!response.body.includes(payload.slice(0, 20))) return;
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

it('never renders stored markup unescaped', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...Object.keys(STORES)),
      markup,
      fc.ipV4(),
      async (store, payload, remoteAddress) => {
        const request = { ...STORES[store]!(payload), remoteAddress };
        const stored = await send(world.app, request);
        expect(stored.statusCode).toBeLessThan(500);
        // A stored account change may end sessions: the world's tokens must stay valid for the next runs.
        await restoreSessions(world);
        // Each accepted one is mailed (a request to one artisan: one mail).
        if (
          (store === 'contact' || store === 'join' || store === 'demande' || store === 'retrait') &&
          stored.statusCode === 201
        ) {
          acceptedMessages += 1;
        }

        // The sitemap's index, then each file it names.
        const files = ['/sitemap.xml'];
        for (let index = 0; index < files.length; index += 1) {
          const sitemap = await send(world.app, {
            method: 'GET',
            url: files[index]!,
            headers: {},
            body: { kind: 'none' },
            remoteAddress,
          });
          expect(sitemap.statusCode).toBe(200);
          expectNoMarkup(files[index]!, sitemap.body, payload);
          for (const tag of sitemap.body.match(/<[^<>]*>/g) ?? []) expect(tag).toMatch(SITEMAP_TAGS);
          if (index === 0) {
            for (const [, loc] of sitemap.body.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)) {
              files.push(new URL(loc!).pathname);
            }
          }
        }

        for (const url of [
          `/artisan/${world.otherArtisanId}`,
          `/metier/${world.specialiteId}`,
          `/admin/artisan/${world.ownArtisanId}`,
          `/${encodeURIComponent(payload)}`,
        ]) {
          const page = await send(world.app, {
            method: 'GET',
            url,
            headers: { accept: 'text/html' },
            body: { kind: 'none' },
            remoteAddress,
          });
          expect(page.statusCode).toBeLessThan(500);
          if (String(page.headers['content-type']).startsWith('text/html'))
            expectNoMarkup(url, page.body, payload);
        }

        // Where the stored text comes back, it comes back as JSON data.
        for (const [url, headers] of [
          ['/api/specialite', {}],
          [`/api/artisan/${world.otherArtisanId}`, {}],
          [`/api/note/artisan/${world.otherArtisanId}`, world.headers.admin!],
          [`/api/artisan/details/artisan/${world.otherArtisanId}`, {}],
          ['/api/particulier', world.headers.admin!],
          ['/api/messages', world.headers.admin!],
          [`/api/artisan/${world.otherArtisanId}/demandes`, world.headers.admin!],
          ['/api/registres/retraits', world.headers.admin!],
        ] as const) {
          expectJsonOnly(
            await send(world.app, { method: 'GET', url, headers, body: { kind: 'none' }, remoteAddress }),
            payload,
          );
        }
      },
    ),
    { numRuns: NUM_RUNS * 2 },
  );
});

it('never puts stored markup unescaped in an HTML mail', async () => {
  // Contact and join messages and requests are mailed after being stored: wait for the outbox to catch up.
  await eventually(() => expect(mails.length).toBeGreaterThanOrEqual(acceptedMessages), 10_000);
  expect(acceptedMessages).toBeGreaterThan(0);
  for (const mail of mails) {
    if (mail.html === undefined) continue;
    const rendered = mail.html.replace(
      /<\/?(html|body|h1|table|tr|th|td|p|a)\b[^<>]*>|<!doctype html>/gi,
      '',
    );
    if (/[<>]/.test(rendered)) throw new Error(`mail « ${mail.subject} » : balisage non échappé`);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // No stored text forges a line of the mail: one « E-mail : » row at most, the visitor's own.
    const emailRows = mail.text.split('\n').filter((line) => line.startsWith('E-mail : '));
    expect(emailRows.length).toBeLessThanOrEqual(1);
  }
});
