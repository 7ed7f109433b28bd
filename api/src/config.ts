// The API's configuration: the only module that reads process.env. It validates every variable with zod and
// resolves the derived values (data paths, the JWT secret kept in DATA_DIR). main.ts loads it once; tests pass
// their own env object.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ARTISAN_FULL_LIST_LIMITS } from '@annuaire/shared/contract/artisan';
import { BUILD_DATA_DIR } from './build-data/files';
import { SITEMAP_SLICE_IDS } from './db/schema';

/** OpenFreeMap's OpenStreetMap style: no key, attribution carried by the style (GEO-DATA.md). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset or blank variable counts as absent, so `PORT=` falls back to the default instead of 0. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
}

/** A whole number written in a variable, with the French messages of a non-number and a fraction. */
function integer() {
  return z.coerce.number({ error: 'doit être un nombre' }).int({ error: 'doit être un entier' });
}

/** Where the database is: PGlite in DATA_DIR/db, or the PostgreSQL server of DATABASE_URL. */
const DATABASE_ENV = {
  DATA_DIR: optional(z.string().default('./data')),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, { error: 'doit être une URL postgres://… ou postgresql://…' })
      .optional(),
  ),
};

const EnvSchema = z
  .object({
    PORT: optional(
      integer()
        .min(0, { error: 'doit être compris entre 0 et 65535' })
        .max(65535, { error: 'doit être compris entre 0 et 65535' })
        .default(8080),
    ),
    HOST: optional(z.string().default('0.0.0.0')),
    ...DATABASE_ENV,
    JWT_SECRET: optional(z.string().min(32, { error: 'doit contenir au moins 32 caractères' }).optional()),
    SMTP_URL: optional(
      z
        .string()
        .regex(/^smtps?:\/\/.+/, { error: 'doit être une URL smtp://… ou smtps://…' })
        .optional(),
    ),
    CONTACT_EMAIL: optional(
      z.email({ error: 'doit être une adresse e-mail' }).default('contact@annuaire-artisans.fr'),
    ),
    PUBLIC_URL: optional(
      z.url({ protocol: /^https?$/, error: 'doit être une URL http://… ou https://…' }).optional(),
    ),
    NODE_ENV: optional(
      z
        .enum(['development', 'production', 'test'], { error: 'doit valoir development, production ou test' })
        .default('development'),
    ),
    SEED_DEMO: optional(z.enum(['0', '1', 'true', 'false'], { error: 'doit valoir 0 ou 1' }).optional()),
    LOG_LEVEL: optional(
      z.enum(LOG_LEVELS, { error: `doit valoir ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    // Request logging (plugins/request-log.ts): one line per slow or failed request; every request with LOG_REQUESTS=1.
    SLOW_REQUEST_MS: optional(integer().min(0, { error: 'doit être positif ou nul' }).default(500)),
    LOG_REQUESTS: optional(z.enum(['0', '1', 'true', 'false'], { error: 'doit valoir 0 ou 1' }).default('0')),
    REMOTES_FILE: optional(z.string().optional()),
    SSR_REMOTE_ORIGINS: optional(
      z
        .string()
        .optional()
        .refine(
          (value) =>
            value === undefined ||
            value.split(',').every((origin) => /^https?:\/\/[^/\s]+$/.test(origin.trim())),
          { message: 'doit être une liste d’origines séparées par des virgules (https://cdn.exemple.fr)' },
        ),
    ),
    // The sitemaps.org protocol's limit per file by default; lower only to test the splitting. A file is a block of
    // whole slices of ids (db/schema.ts SITEMAP_SLICE_IDS): at least one.
    SITEMAP_MAX_URLS: optional(
      integer()
        .min(SITEMAP_SLICE_IDS, { error: `doit être compris entre ${SITEMAP_SLICE_IDS} et 50000` })
        .max(50_000, { error: `doit être compris entre ${SITEMAP_SLICE_IDS} et 50000` })
        .default(50_000),
    ),
    UPLOAD_ORPHAN_GRACE_SECONDS: optional(
      integer().min(0, { error: 'doit être positif ou nul' }).default(3600),
    ),
    FULL_LIST_LIMIT: optional(
      integer()
        .min(1, { error: 'doit être compris entre 1 et 10000' })
        .max(10_000, { error: 'doit être compris entre 1 et 10000' })
        .default(ARTISAN_FULL_LIST_LIMITS.max),
    ),
    LOGIN_ADDRESS_LIMIT: optional(
      integer()
        .min(1, { error: 'doit être compris entre 1 et 10000' })
        .max(10_000, { error: 'doit être compris entre 1 et 10000' })
        .default(30),
    ),
    TRUST_PROXY: optional(
      z
        .string()
        .regex(/^[\w.:/-]+(?:\s*,\s*[\w.:/-]+)*$/, {
          error: 'doit être une liste d’adresses, de réseaux (CIDR) ou loopback, séparés par des virgules',
        })
        .refine((value) => !/^(?:true|false|\d+)$/.test(value), {
          error:
            'nommez les adresses des proxys (par exemple loopback ou 10.0.0.0/8), pas true, false ni un nombre',
        })
        .optional(),
    ),
    API_BASIC_AUTH_USER: optional(z.string().optional()),
    API_BASIC_AUTH_PASSWORD: optional(z.string().optional()),
    ADDRESS_API_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'doit être une URL http://… ou https://…' })
        .default('https://data.geopf.fr/geocodage/search'),
    ),
    ADDRESS_API_TIMEOUT_MS: optional(
      integer()
        .min(50, { error: 'doit être compris entre 50 et 30000' })
        .max(30000, { error: 'doit être compris entre 50 et 30000' })
        .default(1500),
    ),
    MAP_STYLE_URL: optional(
      z
        .string()
        .regex(/^(none|https?:\/\/.+|\/.*)$/, {
          error: 'doit être une URL http://… ou https://…, un chemin /… ou none',
        })
        .default(DEFAULT_MAP_STYLE_URL),
    ),
    STORAGE: optional(z.enum(['local', 's3'], { error: 'doit valoir local ou s3' }).default('local')),
    S3_BUCKET: optional(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
          error: 'doit être un nom de bucket S3 (3 à 63 minuscules, chiffres, points ou tirets)',
        })
        .optional(),
    ),
    S3_REGION: optional(z.string().default('us-east-1')),
    S3_ENDPOINT: optional(
      z.url({ protocol: /^https?$/, error: 'doit être une URL http://… ou https://…' }).optional(),
    ),
    S3_ACCESS_KEY_ID: optional(z.string().optional()),
    S3_SECRET_ACCESS_KEY: optional(z.string().optional()),
    S3_FORCE_PATH_STYLE: optional(
      z.enum(['0', '1', 'true', 'false'], { error: 'doit valoir 0 ou 1' }).optional(),
    ),
    S3_PREFIX: optional(
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/, {
          error: 'doit être un préfixe de clés comme annuaire/images (sans / au début ni à la fin)',
        })
        .optional(),
    ),
    PUBLIC_IMAGES_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'doit être une URL http://… ou https://…' })
        .refine((value) => !/[?#]/.test(value), { error: 'ne doit contenir ni ? ni #' })
        .optional(),
    ),
  })
  .refine((env) => env.STORAGE !== 's3' || env.S3_BUCKET !== undefined, {
    error: 'S3_BUCKET est obligatoire avec STORAGE=s3',
    path: ['S3_BUCKET'],
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    error:
      'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble : définissez les deux, ou aucun pour la chaîne d’identifiants par défaut du SDK',
    path: ['S3_ACCESS_KEY_ID'],
  })
  .refine((env) => (env.API_BASIC_AUTH_USER === undefined) === (env.API_BASIC_AUTH_PASSWORD === undefined), {
    error: 'API_BASIC_AUTH_USER et API_BASIC_AUTH_PASSWORD vont ensemble : définissez les deux ou aucun',
    path: ['API_BASIC_AUTH_USER'],
  });

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder: embedded database, uploads, outbox, generated JWT secret. */
  dataDir: string;
  /** PostgreSQL server URL, or null for the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | null;
  jwtSecret: string;
  smtpUrl: string | null;
  contactEmail: string;
  /** Public address of the site, without a trailing slash (links in mails, sitemap, Secure cookies). */
  publicUrl: string;
  /** The most URLs a sitemap file lists (routes/sitemap.ts): 50,000, the protocol's limit, unless lowered. */
  sitemapMaxUrls: number;
  nodeEnv: 'development' | 'production' | 'test';
  /** Whether an empty database gets the demo data at start-up. */
  seedDemo: boolean;
  logLevel: LogLevel;
  /**
   * A request taking at least this long (SLOW_REQUEST_MS, 500 by default) is logged at warn with its method, URL,
   * status, duration and id. Logging every request at info cost a third of the API's throughput (bench:api).
   */
  slowRequestMs: number;
  /** Fastify's two lines per request (LOG_REQUESTS=1), for development; off by default. */
  logRequests: boolean;
  /** File answered at /remotes.json; null means DATA_DIR/remotes.json when present, else the built-in default. */
  remotesFile: string | null;
  /**
   * Origins besides this one whose remote server code the server render may run (SSR_REMOTE_ORIGINS): a remote's
   * server code runs inside this process. Empty by default: only builds this process serves itself.
   */
  ssrRemoteOrigins: string[];
  basicAuth: { username: string; password: string } | null;
  /**
   * Age after which a stored image no row references is deleted (orphan sweep). An upload comes before the detail
   * that uses it, so this must exceed the time an editor takes to save, on whichever instance.
   */
  orphanUploadGraceMs: number;
  /**
   * Logins allowed from one address in 15 minutes, whatever the usernames (LOGIN_ADDRESS_LIMIT, 30 by default):
   * raise it for many people behind one address (an office, a school, the browser tests' single server).
   */
  loginAddressLimit: number;
  /**
   * Full card lists (routes/artisan-full-list.ts) one address may ask for in a minute (FULL_LIST_LIMIT,
   * ARTISAN_FULL_LIST_LIMITS.max by default; the tests raise it).
   */
  fullListLimit: number;
  /**
   * Fastify's trustProxy: the reverse proxies whose X-Forwarded-For gives the client's address (rate limits, logs),
   * as a comma-separated list of addresses, networks and proxy-addr names (loopback); false when the API is reached
   * directly. Never « trust everyone »: a client reaching an instance directly could then choose its address.
   */
  trustProxy: string | false;
  /** Géoplateforme geocoder (GET ?q=&limit=&autocomplete=1), asked before the embedded communes index. */
  addressApiUrl: string;
  /** Time allowed to the geocoder before falling back to the embedded index. */
  addressApiTimeoutMs: number;
  /** Map tile style for the /map page (maplibre style URL), or null to draw the offline background only. */
  mapStyleUrl: string | null;
  /** Where images are stored: DATA_DIR/uploads (local, the default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /**
   * Public address images are served from (PUBLIC_IMAGES_URL: the bucket's or a CDN's), without a trailing slash;
   * null to serve them at /uploads/ from this process. Stored paths stay `/uploads/<key>` either way.
   */
  publicImagesUrl: string | null;
  /** Folder holding shell/ and the remote-* apps whose dist/ the API serves (the repository root). */
  webRoot: string;
  /** Folder of the files the API's build writes (api/dist: communes index, demo pictograms). */
  buildDataDir: string;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Any S3-compatible service (MinIO, Scaleway, OVH, s3rver…); null for AWS itself. */
      endpoint: string | null;
      /** null: the SDK's default chain (AWS_* variables, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      /** Path-style addresses (endpoint/bucket/key), which most S3-compatible services need. */
      forcePathStyle: boolean;
      /** Key prefix inside the bucket ('' for none), so several sites can share one bucket. */
      prefix: string;
    };

/** Thrown for an invalid environment; its message lists every faulty variable in French. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Configuration invalide :\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  /** Base for relative paths (DATA_DIR, REMOTES_FILE); the process's working directory by default. */
  cwd?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environnement');
        // Echo the faulty value except for secrets, which must never reach a log.
        const raw = env[name];
        const shown =
          raw === undefined || /SECRET|PASSWORD|DATABASE_URL|SMTP_URL|ACCESS_KEY/.test(name)
            ? ''
            : ` (reçu « ${raw} »)`;
        return `${name} : ${issue.message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  const cwd = options.cwd ?? process.cwd();
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  const seedFlag = values.SEED_DEMO === '1' || values.SEED_DEMO === 'true';
  const seedOff = values.SEED_DEMO === '0' || values.SEED_DEMO === 'false';

  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    jwtSecret: values.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    smtpUrl: values.SMTP_URL ?? null,
    contactEmail: values.CONTACT_EMAIL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    sitemapMaxUrls: values.SITEMAP_MAX_URLS,
    nodeEnv: values.NODE_ENV,
    seedDemo: seedFlag || (!seedOff && values.NODE_ENV !== 'production'),
    logLevel: values.LOG_LEVEL,
    slowRequestMs: values.SLOW_REQUEST_MS,
    logRequests: values.LOG_REQUESTS === '1' || values.LOG_REQUESTS === 'true',
    remotesFile: values.REMOTES_FILE ? path.resolve(cwd, values.REMOTES_FILE) : null,
    ssrRemoteOrigins: (values.SSR_REMOTE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    basicAuth:
      values.API_BASIC_AUTH_USER !== undefined && values.API_BASIC_AUTH_PASSWORD !== undefined
        ? { username: values.API_BASIC_AUTH_USER, password: values.API_BASIC_AUTH_PASSWORD }
        : null,
    orphanUploadGraceMs: values.UPLOAD_ORPHAN_GRACE_SECONDS * 1000,
    loginAddressLimit: values.LOGIN_ADDRESS_LIMIT,
    fullListLimit: values.FULL_LIST_LIMIT,
    trustProxy: values.TRUST_PROXY === undefined ? false : values.TRUST_PROXY.replace(/\s+/g, ''),
    addressApiUrl: values.ADDRESS_API_URL,
    addressApiTimeoutMs: values.ADDRESS_API_TIMEOUT_MS,
    mapStyleUrl: values.MAP_STYLE_URL === 'none' ? null : values.MAP_STYLE_URL,
    storage:
      values.STORAGE === 's3' && values.S3_BUCKET !== undefined
        ? {
            kind: 's3',
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            endpoint: values.S3_ENDPOINT ?? null,
            credentials:
              values.S3_ACCESS_KEY_ID !== undefined && values.S3_SECRET_ACCESS_KEY !== undefined
                ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
                : null,
            forcePathStyle: values.S3_FORCE_PATH_STYLE === '1' || values.S3_FORCE_PATH_STYLE === 'true',
            prefix: values.S3_PREFIX ?? '',
          }
        : { kind: 'local' },
    publicImagesUrl: values.PUBLIC_IMAGES_URL?.replace(/\/+$/, '') ?? null,
    // api/src/config.ts → the repository root, wherever the process was started from.
    webRoot: path.resolve(__dirname, '..', '..'),
    buildDataDir: BUILD_DATA_DIR,
  };
}

/**
 * The JWT secret when JWT_SECRET is not set: generated once, then read back from DATA_DIR/jwt-secret (mode 0600),
 * so tokens survive restarts. Every instance sharing DATA_DIR shares the secret.
 */
function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside then hard-linked into place: link() fails if the file exists, so two processes starting
    // together agree on one secret and neither can read a half-written file.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temporary);
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError([`${file} : le secret JWT doit contenir au moins 32 caractères`]);
  }
  return secret;
}

/**
 * DATA_DIR and DATABASE_URL alone, for the commands that only open the database (`npm run import:registres`): they
 * write nothing in DATA_DIR before the database is theirs, and need none of the server's other variables.
 */
export function loadDatabaseConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: LoadConfigOptions = {},
): { dataDir: string; databaseUrl: string | null } {
  const parsed = z.object(DATABASE_ENV).safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environnement');
        return `${name} : ${issue.message}${name === 'DATA_DIR' ? ` (reçu « ${env[name]} »)` : ''}`;
      }),
    );
  }
  return {
    dataDir: path.resolve(options.cwd ?? process.cwd(), parsed.data.DATA_DIR),
    databaseUrl: parsed.data.DATABASE_URL ?? null,
  };
}
