// Helpers of the details, specialite and upload tests: a second artisan and extra accounts on top of the fixture,
// signed tokens for every role, test images (including exact sizes and broken files) and multipart bodies.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { eq } from 'drizzle-orm';
import type { Role } from '@annuaire/shared/contract/auth';
import { artisanDetails, artisanSpecialites, artisans, specialites, users } from '../../src/db/schema';
import { FIXTURE } from './fixture';
import { createTestApp, type TestApp } from './test-app';

export interface DetailsWorld {
  /** The fixture's artisan, owned by the `artisan` account. */
  ownArtisanId: number;
  /** A second artisan, owned by the `autre` account. */
  otherArtisanId: number;
  /** Bearer headers by caller; `visitor` sends none. */
  headers: Record<'admin' | 'artisan' | 'other' | 'particulier' | 'visitor', Record<string, string>>;
}

/** Adds a second artisan and a particulier account, and signs a token for each role (no login, no rate limit). */
export async function insertDetailsWorld(app: FastifyInstance): Promise<DetailsWorld> {
  const db = app.db;
  const [own] = await db
    .select({ id: artisans.id, userId: artisans.userId })
    .from(artisans)
    .innerJoin(users, eq(users.id, artisans.userId))
    .where(eq(users.username, FIXTURE.artisan.username));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, FIXTURE.admin.username));
  const [otherUser, particulierUser] = await db
    .insert(users)
    .values([
      {
        username: 'autre',
        email: 'autre@example.fr',
        passwordHash: 'x',
        telephone: null,
        role: 'ROLE_ARTISAN',
        personnalDataToShow: null,
      },
      {
        username: 'particulier',
        email: 'particulier@example.fr',
        passwordHash: 'x',
        telephone: null,
        role: 'ROLE_PARTICULIER',
        personnalDataToShow: null,
      },
    ])
    .returning({ id: users.id });
  const [other] = await db
    .insert(artisans)
    .values({
      userId: otherUser!.id,
      entrepriseNom: 'Autre Entreprise',
      siret: '73282932000074',
      siren: '732829320',
    })
    .returning({ id: artisans.id });

  const bearer = (sub: number, role: Role, artisanId: number | null) => ({
    authorization: `Bearer ${app.jwt.sign({ sub, role, artisanId, sv: 0 })}`,
  });
  return {
    ownArtisanId: own!.id,
    otherArtisanId: other!.id,
    headers: {
      admin: bearer(admin!.id, 'ROLE_ADMIN', null),
      artisan: bearer(own!.userId!, 'ROLE_ARTISAN', own!.id),
      other: bearer(otherUser!.id, 'ROLE_ARTISAN', other!.id),
      particulier: bearer(particulierUser!.id, 'ROLE_PARTICULIER', null),
      visitor: {},
    },
  };
}

/** Who calls, by the name of their headers in the world. */
export type DetailsCaller = keyof DetailsWorld['headers'];

/** The authorization cells of a write allowed to the owning artisan and to admins, who get `ok`. */
export function ownerCells(ok: number): [DetailsCaller, number][] {
  return [
    ['visitor', 401],
    ['particulier', 403],
    ['other', 403],
    ['artisan', ok],
    ['admin', ok],
  ];
}

/** The authorization cells of a write allowed to admins only, who get `ok`. */
export function adminCells(ok: number): [DetailsCaller, number][] {
  return [
    ['visitor', 401],
    ['particulier', 403],
    ['artisan', 403],
    ['admin', ok],
  ];
}

export interface DetailsApp {
  ctx: TestApp;
  world: DetailsWorld;
}

/** The app with its fixture and the world above: a describe's set-up. */
export async function openDetailsApp(): Promise<DetailsApp> {
  const ctx = await createTestApp();
  return { ctx, world: await insertDetailsWorld(ctx.app) };
}

/** An artisan without account or details, for tests that need a clean slate. */
export async function insertArtisan(app: FastifyInstance, entrepriseNom: string): Promise<number> {
  const [row] = await app.db
    .insert(artisans)
    .values({ entrepriseNom, siret: '73282932000074', siren: '732829320' })
    .returning({ id: artisans.id });
  return row!.id;
}

/** Gives an artisan a trade (by metier), as the artisan routes would. */
export async function addTrade(app: FastifyInstance, artisanId: number, specialiteId: number): Promise<void> {
  await app.db.insert(artisanSpecialites).values({ artisanId, specialiteId });
}

/** Raw detail rows, to check what a request did or did not write. */
export async function detailRows(app: FastifyInstance, artisanId: number) {
  return app.db.select().from(artisanDetails).where(eq(artisanDetails.artisanId, artisanId));
}

export async function insertDetail(
  app: FastifyInstance,
  values: typeof artisanDetails.$inferInsert,
): Promise<number> {
  const [row] = await app.db.insert(artisanDetails).values(values).returning({ id: artisanDetails.id });
  return row!.id;
}

export async function setSpecialiteImage(app: FastifyInstance, id: number, pathImg: string | null) {
  await app.db.update(specialites).set({ pathImg }).where(eq(specialites.id, id));
}

// ---- images -------------------------------------------------------------------------------------------------

/** A noisy picture, so that its encoded size grows with its dimensions. */
async function noise(width: number, height: number): Promise<Sharp> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[index] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export async function jpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c08552' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif' } })
    .toBuffer();
}

export async function png(width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#2e7d32' } })
    .png()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of exactly `bytes` bytes: a noisy picture padded with a private ancillary chunk (`paDd`, which
 * decoders skip) placed before IEND.
 */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const base = await (await noise(200, 150)).png({ compressionLevel: 0 }).toBuffer();
  const iend = base.length - 12;
  const padding = bytes - base.length - 12;
  if (padding < 0) throw new Error('taille trop petite');
  return Buffer.concat([base.subarray(0, iend), chunk('paDd', Buffer.alloc(padding)), base.subarray(iend)]);
}

/** A PNG cut in the middle of its pixel data: the header decodes, the pixels do not. */
export async function truncatedPng(): Promise<Buffer> {
  const full = await (await noise(400, 300)).png().toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
    '<rect width="10" height="10"/></svg>',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const TEXT = Buffer.from('Ceci n’est pas une image.\n');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A real PNG followed by an HTML page: a browser sniffing it could run the script. */
export async function polyglotPng(): Promise<Buffer> {
  return Buffer.concat([await png(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

// ---- multipart ----------------------------------------------------------------------------------------------

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body with the given file parts and text fields, for inject(). */
export function multipart(
  files: FilePart[],
  fields: Record<string, string> = {},
): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----annuaire${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.filename ?? 'photo.jpg'}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under DATA_DIR/uploads, relative and sorted: to prove a failed upload left nothing. */
export function listUploads(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}
