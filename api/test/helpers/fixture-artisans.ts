// Extra data for the artisan tests, written straight into the test database: accounts, artisans with details,
// notes and trades, valid SIRET/SIREN numbers, and session tokens signed like the login route signs them.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import type { Role } from '@annuaire/shared/contract/auth';
import type { ArtisanRepository, CardCursor } from '../../src/repositories/artisan';
import {
  artisanDetails,
  artisanSpecialites,
  artisans,
  notes,
  particuliers,
  specialites,
  users,
} from '../../src/db/schema';

type Visibility = 'ALL' | 'TEL' | 'MAIL' | 'NOTHING' | null;

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** The digit that makes `digits + d` pass the Luhn check. */
function luhnDigit(digits: string): string {
  for (let candidate = 0; candidate <= 9; candidate += 1) {
    const value = `${digits}${candidate}`;
    let sum = 0;
    for (let i = 0; i < value.length; i += 1) {
      let digit = Number(value[value.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    if (sum % 10 === 0) return String(candidate);
  }
  throw new Error('unreachable');
}

/** A valid SIREN and a valid SIRET starting with it, different for each call. */
export function companyNumbers(): { siren: string; siret: string } {
  const base = String(10_000_000 + next() * 7919).slice(0, 8);
  const siren = `${base}${luhnDigit(base)}`;
  const establishment = `${siren}0001`;
  return { siren, siret: `${establishment}${luhnDigit(establishment)}` };
}

/**
 * Authorization header of a session with these claims (the login route signs the same payload), for an account
 * whose sessions never ended (session version 0, as created).
 */
export function bearer(
  app: FastifyInstance,
  claims: { sub: number; role: Role; artisanId: number | null },
): { authorization: string } {
  return { authorization: `Bearer ${app.jwt.sign({ ...claims, sv: 0 })}` };
}

/** A new account with this role (an admin by default) and the authorization header of its session. */
export async function newSession(
  app: FastifyInstance,
  role: Exclude<Role, 'ROLE_ARTISAN'> = 'ROLE_ADMIN',
): Promise<{ authorization: string }> {
  const sub = await insertUser(app, { role });
  return bearer(app, { sub, role, artisanId: null });
}

/** Rows written behind the API's back: empty its in-process cache of hot lists, as a write through it would. */
export function forgetCachedLists(app: FastifyInstance): void {
  (app as unknown as { hotCache?: { invalidate(): void } }).hotCache?.invalidate();
}

export interface UserFixture {
  role?: Role;
  telephone?: string | null;
  email?: string;
  personnalDataToShow?: Visibility;
}

export async function insertUser(app: FastifyInstance, user: UserFixture = {}): Promise<number> {
  const n = next();
  const [row] = await app.db
    .insert(users)
    .values({
      username: `compte${n}`,
      email: user.email ?? `compte${n}@exemple.fr`,
      // Never checked here: these accounts do not log in.
      passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$c2VsLXRlc3Q$faux${n}`,
      telephone: user.telephone === undefined ? `06${String(n).padStart(8, '0')}` : user.telephone,
      role: user.role ?? 'ROLE_ARTISAN',
      personnalDataToShow: user.personnalDataToShow === undefined ? 'ALL' : user.personnalDataToShow,
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function setVisibility(app: FastifyInstance, userId: number, value: Visibility): Promise<void> {
  await app.db.update(users).set({ personnalDataToShow: value }).where(eq(users.id, userId));
  forgetCachedLists(app);
}

export async function specialiteIds(app: FastifyInstance): Promise<Record<string, number>> {
  const rows = await app.db.select({ id: specialites.id, metier: specialites.metier }).from(specialites);
  return Object.fromEntries(rows.map((row) => [row.metier, row.id]));
}

export async function insertSpecialite(
  app: FastifyInstance,
  metier: string,
  pathImg: string | null = null,
): Promise<number> {
  const [row] = await app.db
    .insert(specialites)
    .values({ metier, metierKey: `${metier.toLowerCase()}-${next()}`, pathImg })
    .returning({ id: specialites.id });
  forgetCachedLists(app);
  return row!.id;
}

export interface ArtisanFixture {
  entrepriseNom: string;
  userId?: number | null;
  ville?: string;
  codePostal?: string;
  latitude?: number | null;
  longitude?: number | null;
  rayonActivite?: number;
  anneeExperience?: number | null;
  specialiteIds?: number[];
  details?: {
    type: 'IMG_PRINCIPALE' | 'IMG_REALISATION' | 'DESCRIPTION' | 'NORME';
    pathImg?: string | null;
    description?: string | null;
  }[];
  stars?: number[];
  dateUpdate?: string;
}

export async function insertArtisan(app: FastifyInstance, artisan: ArtisanFixture): Promise<number> {
  const numbers = companyNumbers();
  const [row] = await app.db
    .insert(artisans)
    .values({
      userId: artisan.userId ?? null,
      entrepriseNom: artisan.entrepriseNom,
      rue: '2 rue de la Gare',
      ville: artisan.ville ?? 'Tulle',
      codePostal: artisan.codePostal ?? '19000',
      pays: 'France',
      anneeExperience: artisan.anneeExperience === undefined ? 5 : artisan.anneeExperience,
      rayonActivite: artisan.rayonActivite ?? 20,
      latitude: artisan.latitude === undefined ? 45.267 : artisan.latitude,
      longitude: artisan.longitude === undefined ? 1.7712 : artisan.longitude,
      siret: numbers.siret,
      siren: numbers.siren,
      ...(artisan.dateUpdate ? { dateCreation: artisan.dateUpdate, dateUpdate: artisan.dateUpdate } : {}),
    })
    .returning({ id: artisans.id });
  const id = row!.id;
  if (artisan.specialiteIds?.length) {
    await app.db
      .insert(artisanSpecialites)
      .values(artisan.specialiteIds.map((specialiteId) => ({ artisanId: id, specialiteId })));
  }
  if (artisan.details?.length) {
    await app.db.insert(artisanDetails).values(
      artisan.details.map((detail) => ({
        artisanId: id,
        type: detail.type,
        pathImg: detail.pathImg ?? null,
        description: detail.description ?? null,
      })),
    );
  }
  if (artisan.stars?.length) {
    const [particulier] = await app.db
      .insert(particuliers)
      .values({ nom: 'Martin', prenom: `Client${next()}` })
      .returning({ id: particuliers.id });
    await app.db.insert(notes).values(
      artisan.stars.map((nombreEtoiles) => ({
        artisanId: id,
        particulierId: particulier!.id,
        nombreEtoiles,
        commentaire: 'Très bien.',
        dateExperience: '2025-01',
        auteur: 'Client M.',
      })),
    );
  }
  forgetCachedLists(app);
  return id;
}

/** Rows still attached to an artisan id, to check a deletion. */
export async function rowsOf(
  app: FastifyInstance,
  artisanId: number,
): Promise<{ artisans: number; details: number; notes: number; links: number }> {
  const [a, d, n, l] = await Promise.all([
    app.db.select({ id: artisans.id }).from(artisans).where(eq(artisans.id, artisanId)),
    app.db
      .select({ id: artisanDetails.id })
      .from(artisanDetails)
      .where(eq(artisanDetails.artisanId, artisanId)),
    app.db.select({ id: notes.id }).from(notes).where(eq(notes.artisanId, artisanId)),
    app.db
      .select({ id: artisanSpecialites.artisanId })
      .from(artisanSpecialites)
      .where(eq(artisanSpecialites.artisanId, artisanId)),
  ]);
  return { artisans: a.length, details: d.length, notes: n.length, links: l.length };
}

/** The fixture.ts artisan ("Plomberie Test") and its owner account. */
export async function fixtureArtisan(app: FastifyInstance): Promise<{ id: number; userId: number }> {
  const [row] = await app.db
    .select({ id: artisans.id, userId: artisans.userId })
    .from(artisans)
    .where(eq(artisans.entrepriseNom, 'Plomberie Test'));
  return { id: row!.id, userId: row!.userId! };
}

/**
 * Every open card (of one trade when given) by company name then id, read batch after batch as the streamed full
 * lists read them (routes/artisan-full-list.ts).
 */
export async function allCards(
  repository: ArtisanRepository,
  specialiteId?: number,
  batch = 1_000,
): Promise<ArtisanCard[]> {
  const cards: ArtisanCard[] = [];
  let after: CardCursor | null = null;
  do {
    const read = await repository.cardBatch({ specialiteId, after, limit: batch });
    cards.push(...read.cards);
    after = read.next;
  } while (after);
  return cards;
}
