// src/config.ts: defaults, validation errors in French, the JWT secret generated once in DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { SITEMAP_SLICE_IDS } from '../src/db/schema';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('applies the defaults', () => {
    const config = loadConfig({}, { cwd: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(dataDir, 'data'),
      databaseUrl: null,
      smtpUrl: null,
      contactEmail: 'contact@annuaire-artisans.fr',
      publicUrl: 'http://localhost:8080',
      nodeEnv: 'development',
      seedDemo: true,
      logLevel: 'info',
      slowRequestMs: 500,
      logRequests: false,
      remotesFile: null,
      basicAuth: null,
    });
    expect(fs.existsSync(path.join(config.webRoot, 'api', 'src', 'config.ts'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var',
        DATABASE_URL: 'postgres://u@db:5432/annuaire',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail:25',
        CONTACT_EMAIL: 'bonjour@exemple.fr',
        PUBLIC_URL: 'https://annuaire.exemple.fr/',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        REMOTES_FILE: 'remotes.json',
        API_BASIC_AUTH_USER: 'front',
        API_BASIC_AUTH_PASSWORD: 'secret',
      },
      { cwd: dataDir },
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: path.join(dataDir, 'var'),
      databaseUrl: 'postgres://u@db:5432/annuaire',
      jwtSecret: 'x'.repeat(40),
      smtpUrl: 'smtp://mail:25',
      contactEmail: 'bonjour@exemple.fr',
      publicUrl: 'https://annuaire.exemple.fr',
      nodeEnv: 'production',
      seedDemo: false,
      logLevel: 'warn',
      remotesFile: path.join(dataDir, 'remotes.json'),
      basicAuth: { username: 'front', password: 'secret' },
    });
  });

  it('seeds in production only with SEED_DEMO=1, and never with SEED_DEMO=0', () => {
    const base = { DATA_DIR: dataDir };
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('reads the settings of several instances: trusted proxies and the orphan grace period', () => {
    const defaults = loadConfig({}, { cwd: dataDir });
    expect(defaults.trustProxy).toBe(false);
    expect(defaults.orphanUploadGraceMs).toBe(3_600_000);
    expect(defaults.loginAddressLimit).toBe(30);
    const config = loadConfig(
      { TRUST_PROXY: 'loopback, 10.0.0.0/8', UPLOAD_ORPHAN_GRACE_SECONDS: '0', LOGIN_ADDRESS_LIMIT: '200' },
      { cwd: dataDir },
    );
    expect(config.trustProxy).toBe('loopback,10.0.0.0/8');
    expect(config.orphanUploadGraceMs).toBe(0);
    expect(config.loginAddressLimit).toBe(200);
    for (const value of ['true', '2', 'a b'])
      expect(() => loadConfig({ TRUST_PROXY: value }, { cwd: dataDir })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ UPLOAD_ORPHAN_GRACE_SECONDS: '-1' }, { cwd: dataDir })).toThrow(
      /UPLOAD_ORPHAN_GRACE_SECONDS/,
    );
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 8080,
      databaseUrl: null,
    });
  });

  it('rejects invalid values with a French message naming each variable', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir, PORT: 'abc', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toMatch(/^Configuration invalide/);
      expect(message).toContain('PORT : doit être un nombre (reçu « abc »)');
      expect(message).toContain('NODE_ENV');
      expect(message).toContain('DATABASE_URL');
      // A connection string may hold a password: it is never echoed.
      expect(message).not.toContain('mysql://x');
    }
  });

  it('reads the request log settings and refuses a threshold that is not a positive whole number', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SLOW_REQUEST_MS: '200', LOG_REQUESTS: '1' })).toMatchObject({
      slowRequestMs: 200,
      logRequests: true,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SLOW_REQUEST_MS: '-1' })).toThrow(
      'SLOW_REQUEST_MS : doit être positif ou nul (reçu « -1 »)',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SLOW_REQUEST_MS: 'lent' })).toThrow(
      'SLOW_REQUEST_MS : doit être un nombre (reçu « lent »)',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_REQUESTS: 'oui' })).toThrow(
      'LOG_REQUESTS : doit valoir 0 ou 1 (reçu « oui »)',
    );
  });

  it('keeps a sitemap file to whole slices of ids: SITEMAP_MAX_URLS from one slice to the protocol’s 50,000', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).sitemapMaxUrls).toBe(50_000);
    expect(
      loadConfig({ DATA_DIR: dataDir, SITEMAP_MAX_URLS: String(SITEMAP_SLICE_IDS) }).sitemapMaxUrls,
    ).toBe(SITEMAP_SLICE_IDS);
    for (const value of [String(SITEMAP_SLICE_IDS - 1), '50001'])
      expect(() => loadConfig({ DATA_DIR: dataDir, SITEMAP_MAX_URLS: value })).toThrow(
        `SITEMAP_MAX_URLS : doit être compris entre ${SITEMAP_SLICE_IDS} et 50000 (reçu « ${value} »)`,
      );
  });

  it('rejects a port out of range, a short JWT secret and a lone basic-auth variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'court' })).toThrow(
      /JWT_SECRET : doit contenir/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, API_BASIC_AUTH_USER: 'front' })).toThrow(
      /API_BASIC_AUTH_USER/,
    );
  });

  it('generates the JWT secret once, private to its owner, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(fs.readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('prefers JWT_SECRET and then writes no file', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(32) });
    expect(config.jwtSecret).toBe('s'.repeat(32));
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('gives the map the OpenFreeMap style by default, another URL or path, or none for the offline map', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).mapStyleUrl).toBe(
      'https://tiles.openfreemap.org/styles/liberty',
    );
    expect(loadConfig({ DATA_DIR: dataDir, MAP_STYLE_URL: '/tuiles/style.json' }).mapStyleUrl).toBe(
      '/tuiles/style.json',
    );
    expect(loadConfig({ DATA_DIR: dataDir, MAP_STYLE_URL: 'none' }).mapStyleUrl).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir, MAP_STYLE_URL: 'ftp://x' })).toThrow(
      /MAP_STYLE_URL : doit être une URL/,
    );
  });

  it('points the address search at the Géoplateforme geocoder by default, with a short timeout', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      addressApiUrl: 'https://data.geopf.fr/geocodage/search',
      addressApiTimeoutMs: 1500,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        ADDRESS_API_URL: 'http://127.0.0.1:9999/search',
        ADDRESS_API_TIMEOUT_MS: '300',
      }),
    ).toMatchObject({ addressApiUrl: 'http://127.0.0.1:9999/search', addressApiTimeoutMs: 300 });
    expect(() => loadConfig({ DATA_DIR: dataDir, ADDRESS_API_URL: 'ftp://x' })).toThrow(
      /ADDRESS_API_URL : doit être une URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ADDRESS_API_TIMEOUT_MS: '0' })).toThrow(
      /ADDRESS_API_TIMEOUT_MS : doit être compris entre 50 et 30000/,
    );
  });

  it('stores images in DATA_DIR/uploads by default, or in the S3 bucket of STORAGE=s3', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      storage: { kind: 'local' },
      publicImagesUrl: null,
    });
    const s3 = loadConfig({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'annuaire-images',
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
      S3_REGION: 'fr-par',
      S3_ACCESS_KEY_ID: 'cle',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'prod/images',
      PUBLIC_IMAGES_URL: 'https://images.exemple.fr/',
    });
    expect(s3).toMatchObject({
      storage: {
        kind: 's3',
        bucket: 'annuaire-images',
        region: 'fr-par',
        endpoint: 'https://s3.fr-par.scw.cloud',
        credentials: { accessKeyId: 'cle', secretAccessKey: 'secret' },
        forcePathStyle: true,
        prefix: 'prod/images',
      },
      publicImagesUrl: 'https://images.exemple.fr',
    });
    // Without keys: the SDK's default chain (AWS_* variables, profile, instance role), on AWS's own addresses.
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'annuaire-images' }).storage).toEqual({
      kind: 's3',
      bucket: 'annuaire-images',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('rejects incomplete or invalid storage settings in French, without echoing the secret', () => {
    const errorOf = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('configuration acceptée');
    };
    expect(errorOf({ STORAGE: 'disque' })).toMatch(/STORAGE : doit valoir local ou s3/);
    expect(errorOf({ STORAGE: 's3' })).toMatch(/S3_BUCKET : S3_BUCKET est obligatoire avec STORAGE=s3/);
    expect(errorOf({ STORAGE: 's3', S3_BUCKET: 'Mon_Bucket' })).toMatch(
      /S3_BUCKET : doit être un nom de bucket/,
    );
    const lone = errorOf({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'tres-secret' });
    expect(lone).toMatch(/S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble/);
    expect(lone).not.toContain('tres-secret');
    expect(errorOf({ S3_ENDPOINT: 'ftp://x' })).toMatch(/S3_ENDPOINT : doit être une URL/);
    expect(errorOf({ S3_FORCE_PATH_STYLE: 'oui' })).toMatch(/S3_FORCE_PATH_STYLE : doit valoir 0 ou 1/);
    expect(errorOf({ S3_PREFIX: '/images/' })).toMatch(/S3_PREFIX : doit être un préfixe/);
    expect(errorOf({ PUBLIC_IMAGES_URL: 'images.exemple.fr' })).toMatch(
      /PUBLIC_IMAGES_URL : doit être une URL/,
    );
  });
});
