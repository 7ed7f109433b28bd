// Set-up shared by the /api/artisan route tests (routes/artisan-*.test.ts): the app with its fixture, the
// fixture's trades by name and its plumber, an admin's and a particulier's sessions, an owner's session, and the
// keys a card and a map marker carry.
import { bearer, fixtureArtisan, newSession, specialiteIds } from './fixture-artisans';
import { createTestApp, type TestApp } from './test-app';

export const CARD_KEYS = [
  'codePostal',
  'depannageUrgence',
  'disponibleSousJours',
  'entrepriseNom',
  'geree',
  'id',
  'imagePrincipale',
  'latitude',
  'longitude',
  'moyenne',
  'nombreAvis',
  'positionApprochee',
  'rayonActivite',
  'rge',
  'specialites',
  'ville',
];
export const MARKER_KEYS = [
  'adresse',
  'anneeExperience',
  'depannageUrgence',
  'disponibleSousJours',
  'entrepriseNom',
  'geree',
  'id',
  'latitude',
  'longitude',
  'moyenne',
  'nombreAvis',
  'positionApprochee',
  'rayonActivite',
  'rge',
  'specialites',
];

export interface ArtisanRoutes {
  ctx: TestApp;
  trades: Record<string, number>;
  plomberie: { id: number; userId: number };
  admin: { authorization: string };
  particulier: { authorization: string };
  /** The session of the account `userId` owning the artisan `id`. */
  ownerOf: (id: number, userId: number) => { authorization: string };
}

export async function openArtisanRoutes(): Promise<ArtisanRoutes> {
  const ctx = await createTestApp();
  return {
    ctx,
    trades: await specialiteIds(ctx.app),
    plomberie: await fixtureArtisan(ctx.app),
    admin: await newSession(ctx.app, 'ROLE_ADMIN'),
    particulier: await newSession(ctx.app, 'ROLE_PARTICULIER'),
    ownerOf: (id, userId) => bearer(ctx.app, { sub: userId, role: 'ROLE_ARTISAN', artisanId: id }),
  };
}
