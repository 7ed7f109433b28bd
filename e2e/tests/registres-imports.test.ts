// « Imports des registres » in the back office, run by an administrator. On the suite's server, the run of the demo
// seed (its empty state is the components' tests'). On a server of its own, whose DATA_DIR two runs of
// `npm run import:registres` filled before it started (the demo's files for the whole of France, then the stock for
// the Corrèze alone): the home page leads to the table of runs, a run's report opens from the keyboard with its files'
// SHA-256, and both pages fit 390 px. axe-core finds no WCAG 2.1 A/AA violation on any of them.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { repoRoot, startServer, stopServer, type RunningServer } from '../support/server';
import { logIn } from '../support/session';

// The demo's files: the very ones the server's demo seed imports at its first start (run n° 3 below).
const REGISTRES = path.join(repoRoot, 'api', 'src', 'seed', 'registres', 'demo');
const FILES = {
  etablissements: path.join(REGISTRES, 'StockEtablissement_utf8.csv'),
  unitesLegales: path.join(REGISTRES, 'StockUniteLegale_utf8.csv'),
  geolocalisation: path.join(
    REGISTRES,
    'GeolocalisationEtablissement_Sirene_pour_etudes_statistiques_utf8.csv',
  ),
  rge: path.join(REGISTRES, 'liste-des-entreprises-rge.csv'),
};

/** Runs `npm run import:registres -- …args` on a DATA_DIR, as an operator on the server would. */
async function importRegistres(dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'import:registres', '--', ...args],
    {
      cwd: repoRoot,
      // INIT_CWD: where the operator typed the command (the paths given are absolute anyway).
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repoRoot, NODE_ENV: 'test' },
      timeout: 120_000,
    },
  );
  return stdout;
}

async function openImports(page: Page): Promise<void> {
  await logIn(page, '/backoffice', 'admin', 'Admin@2024');
  await page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
  await page.getByRole('link', { name: 'Imports des registres' }).click();
  await page.getByRole('heading', { level: 1, name: 'Imports des registres' }).waitFor();
}

/** Presses Tab until `name`'s link has the focus: the page is used from the keyboard alone. */
async function tabTo(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`« ${name} » n’a jamais reçu le focus au clavier.`);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('« Imports des registres » on the demo', () => {
  it('lists the run of the demo seed, which imported the shipped register files at the first start', async () => {
    const { page, context } = await openAuditPage(browser);
    await openImports(page);
    const table = page.getByRole('table', { name: 'Imports des registres, le plus récent d’abord' });
    const rows = table.getByRole('row');
    await rows.nth(1).waitFor();
    await expect(rows.count()).resolves.toBe(2);
    const demo = (await rows.nth(1).innerText()).replace(/\s+/g, ' ');
    expect(demo).toContain('n° 1');
    expect(demo).toContain('Terminé');
    expect(demo).toContain('Toute la France');
    await expectNoViolations(page);
    await context.close();
  });
});

describe('« Imports des registres » after two imports', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'annuaire-e2e-imports-'));
    const whole = await importRegistres(dataDir, [
      '--etablissements',
      FILES.etablissements,
      '--unites-legales',
      FILES.unitesLegales,
      '--geolocalisation',
      FILES.geolocalisation,
      '--rge',
      FILES.rge,
    ]);
    expect(whole).toContain('Import des registres n° 1 terminé');
    const correze = await importRegistres(dataDir, [
      '--etablissements',
      FILES.etablissements,
      '--departements',
      '19',
    ]);
    expect(correze).toContain('Import des registres n° 2 terminé');
    // The import left the database closed: the server opens it and seeds the demo data (no account yet), whose
    // own import of the shipped files is run n° 3.
    server = await startServer({ DATA_DIR: dataDir });
  }, 240_000);
  afterAll(async () => {
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the runs newest first, from the back-office home', async () => {
    const { page, context } = await openAuditPage(browser, 1280, 900, server!.baseUrl);
    await openImports(page);
    const table = page.getByRole('table', { name: 'Imports des registres, le plus récent d’abord' });
    const rows = table.getByRole('row');
    await rows.nth(3).waitFor();
    await expect(rows.count()).resolves.toBe(4);
    const seed = (await rows.nth(1).innerText()).replace(/\s+/g, ' ');
    expect(seed).toContain('n° 3');
    // The files of run n° 1 again: nothing inserted (what run n° 2 read without names and positions comes back).
    expect(seed).toMatch(/Terminé .*\b645 316 0 \d+ 0 329\b/);
    const correze = (await rows.nth(2).innerText()).replace(/\s+/g, ' ');
    expect(correze).toContain('n° 2');
    expect(correze).toContain('Terminé');
    expect(correze).toMatch(/\b19\b/);
    const whole = (await rows.nth(3).innerText()).replace(/\s+/g, ' ');
    expect(whole).toContain('n° 1');
    expect(whole).toContain('Toute la France');
    expect(whole).toMatch(/Terminé .*\b645 316 316 0 0 329\b/);
    await expect(sideways(page)).resolves.toBe(1280);
    await expectNoViolations(page);
    await screenshot(page, 'backoffice-imports-registres');
    await context.close();
  });

  it('opens a run’s report from the keyboard: its files’ SHA-256, skipped rows, positions and RGE list', async () => {
    const { page, context } = await openAuditPage(browser, 1280, 900, server!.baseUrl);
    await openImports(page);
    await tabTo(page, 'Rapport de l’import n° 1');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Import des registres n° 1' }).waitFor();
    const files = page.getByRole('region', { name: 'Fichiers lus' }).getByRole('listitem');
    await files.nth(3).waitFor();
    await expect(files.count()).resolves.toBe(4);
    const sha256 = createHash('sha256').update(readFileSync(FILES.etablissements)).digest('hex');
    await expect(files.first().innerText()).resolves.toContain(sha256);
    const skipped = page.getByRole('region', { name: 'Lignes ignorées, par motif' });
    await skipped.getByText('Établissement fermé').waitFor();
    await page.getByRole('region', { name: 'Liste RGE' }).getByText('Date de la liste').waitFor();
    await expect(page.getByRole('region', { name: 'Erreurs' }).innerText()).resolves.toContain(
      'Aucune erreur.',
    );
    await expectNoViolations(page);
    await screenshot(page, 'backoffice-import-registres-rapport');
    await tabTo(page, 'Retour aux imports');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Imports des registres' }).waitFor();
    await context.close();
  });

  it('fits 390 px without sideways scrolling, the list and a report', async () => {
    const { page, context } = await openAuditPage(browser, 390, 844, server!.baseUrl);
    await openImports(page);
    await page.getByRole('link', { name: 'Rapport de l’import n° 1' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(sideways(page)).resolves.toBe(390);
    await expectNoViolations(page);
    await screenshot(page, 'backoffice-imports-registres-390');
    // A tablet's widths too, on either side of the width where the cards become a table.
    for (const width of [700, 800, 1024, 1100]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(sideways(page).then((scrolled) => [width, scrolled])).resolves.toEqual([width, width]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Rapport de l’import n° 1' }).click();
    await page.getByRole('region', { name: 'Fichiers lus' }).waitFor();
    await expect(sideways(page)).resolves.toBe(390);
    await expectNoViolations(page);
    await context.close();
  });
});
