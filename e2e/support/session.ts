// What several journeys do besides the page: call the API as a client would (JSON in and out, a bearer token
// when given, a French error naming the route on a failure), sign in through a login page, and give a journey an
// artisan of its own (createOwnArtisan). Used by avis.test.ts, demandes.test.ts, qualifications.test.ts,
// site.test.ts, accessibility.test.ts and backoffice.test.ts.
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * The client address this journey file's API calls come from (each file loads this module afresh), from the
 * file's name: one of TEST-NET-2's, given through X-Forwarded-For, which the suite's server trusts from loopback
 * (support/server.ts).
 */
const CLIENT_ADDRESS = `198.51.100.${1 + (hashOf(expect.getState().testPath?.split('/').pop() ?? '') % 254)}`;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

export async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${route}`, {
    method,
    headers: {
      'x-forwarded-for': CLIENT_ADDRESS,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api/${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Fills a login page (/admin or /backoffice) and submits it; the caller waits for where it leads. */
export async function logIn(page: Page, path: string, username: string, password: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The administrator's session token, for the API calls that set a journey up. */
export async function adminToken(): Promise<string> {
  const { token } = await api<{ token: string }>('POST', 'auth/login', {
    username: 'admin',
    password: 'Admin@2024',
  });
  return token;
}

export interface OwnArtisan {
  /** The account: its username and password log in at /admin. */
  account: {
    email: string;
    username: string;
    telephone: string;
    password: string;
    personnalDataToShow: string;
  };
  entrepriseNom: string;
  /** The trade (by metier; the first trade when there is none of that name). */
  metier: string;
  /** Where it works from: a town, its postcode and its position. */
  place: { rue: string; ville: string; codePostal: string; latitude: number; longitude: number };
  /** The urgency fields (contract/urgence.ts) when the journey needs them; none otherwise. */
  urgence?: {
    depannageUrgence: boolean;
    depannageHoraires: string | null;
    disponibleSousJours: number | null;
  };
}

/**
 * An artisan of a journey's own, with its own ROLE_ARTISAN account, created through the API as an administrator
 * would (so that nothing in the journey depends on another test's changes); returns its id, for the afterAll that
 * deletes it (`DELETE /api/artisan/{id}`).
 */
export async function createOwnArtisan(token: string, artisan: OwnArtisan): Promise<number> {
  const trades = await api<{ id: number; metier: string }[]>('GET', 'specialite');
  const trade = trades.find((item) => item.metier === artisan.metier) ?? trades[0]!;
  const user = await api<{ id: number }>('POST', 'user', { ...artisan.account, role: 'ROLE_ARTISAN' }, token);
  const { rue, ville, codePostal, latitude, longitude } = artisan.place;
  const { id } = await api<{ id: number }>(
    'POST',
    'artisan',
    {
      userId: user.id,
      entrepriseNom: artisan.entrepriseNom,
      adresse: { rue, ville, codePostal, pays: 'France' },
      anneeExperience: 12,
      rayonActivite: 30,
      latitude,
      longitude,
      siret: '73282932000074',
      siren: '732829320',
      specialites: [trade.id],
      ...artisan.urgence,
    },
    token,
  );
  return id;
}
