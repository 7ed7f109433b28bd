// Accounts and the public catalogue of the load of issue 8: artisan accounts created as admin (valid SIRET and
// SIREN), logins, the trades and artisans the visitors read.
import { randomBytes, randomInt } from 'node:crypto';
import { call, expectOk, pick } from './http';

export const PASSWORD = 'Banc@2024x';

export interface ArtisanAccount {
  artisanId: number;
  token: string;
}

export interface Catalogue {
  specialites: number[];
  artisans: number[];
}

export function luhnCompletion(prefix: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `${prefix}${digit}`;
    let sum = 0;
    for (let i = 0; i < candidate.length; i += 1) {
      let value = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
      sum += value;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('clé de Luhn introuvable');
}

export function siretAndSiren(): { siret: string; siren: string } {
  const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
  const siren = luhnCompletion(`${1 + randomInt(9)}${digits(7)}`);
  return { siren, siret: luhnCompletion(`${siren}${digits(4)}`) };
}

export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const body = await expectOk<{ token: string }>(
    call(baseUrl, 'POST', '/api/auth/login', { json: { username, password } }),
    `connexion de ${username}`,
  );
  return body.token;
}

export async function catalogue(baseUrl: string): Promise<Catalogue> {
  const specialites = await expectOk<{ id: number }[]>(
    call(baseUrl, 'GET', '/api/specialite'),
    'spécialités',
  );
  const artisans = await expectOk<{ id: number }[]>(
    call(baseUrl, 'GET', '/api/artisan/artisans'),
    'artisans',
  );
  return { specialites: specialites.map((s) => s.id), artisans: artisans.map((a) => a.id) };
}

/** Creates `count` artisan accounts and their artisans as admin, then logs each one in. */
export async function createArtisans(
  baseUrl: string,
  adminToken: string,
  count: number,
  specialites: number[],
) {
  const tag = randomBytes(3).toString('hex');
  const accounts: ArtisanAccount[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `banc-${tag}-${index}`;
    const user = await expectOk<{ id: number }>(
      call(baseUrl, 'POST', '/api/user', {
        token: adminToken,
        json: {
          email: `${username}@exemple.fr`,
          username,
          telephone: `06${String(randomInt(100_000_000)).padStart(8, '0')}`,
          role: 'ROLE_ARTISAN',
          password: PASSWORD,
          personnalDataToShow: 'ALL',
        },
      }),
      `création du compte ${username}`,
    );
    const artisan = await expectOk<{ id: number }>(
      call(baseUrl, 'POST', '/api/artisan', {
        token: adminToken,
        json: {
          userId: user.id,
          entrepriseNom: `Banc d’essai ${tag} n° ${index}`,
          adresse: {
            rue: `${index + 1} rue du Banc`,
            ville: 'Brive-la-Gaillarde',
            codePostal: '19100',
            pays: 'France',
          },
          anneeExperience: 5,
          rayonActivite: 20,
          latitude: 45.15 + randomInt(100) / 1000,
          longitude: 1.53 + randomInt(100) / 1000,
          ...siretAndSiren(),
          specialites: [pick(specialites)],
        },
      }),
      `création de l’artisan ${username}`,
    );
    accounts.push({ artisanId: artisan.id, token: await login(baseUrl, username, PASSWORD) });
  }
  return accounts;
}

/** The demo admin logged in, the catalogue read and `count` artisans created: what every load starts from. */
export async function prepareArtisans(baseUrl: string, count: number) {
  const admin = await login(baseUrl, 'admin', 'Admin@2024');
  const cat = await catalogue(baseUrl);
  const accounts = await createArtisans(baseUrl, admin, count, cat.specialites);
  return { admin, cat, accounts };
}
