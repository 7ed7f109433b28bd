// The demo's register files (api/src/seed/registres/demo): the hand-written samples beside them, every rule of the
// importer met once, followed by a few hundred establishments of Corrèze and its neighbouring départements drawn by
// the generator (generate.ts: invented businesses and people, real communes, `O` and `P`, `A` and `F`, RGE rows).
// The generator draws all of France; this keeps the rows of DEMO_DEPARTEMENTS, every building establishment open,
// a share of the closed ones and a few others (which the import counts as skipped), then the legal units,
// positions and RGE rows of what it kept. Deterministic: the same seed writes the same bytes, so the files are
// written once and committed, and `npm start` imports them at the first start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGISTRE_SPECS, type RegistreRole } from '../../../api/src/registres/import';
import { openRegistreCsv, type CsvRecord } from '../../../api/src/registres/read-csv';
import { createPrng } from '../../../api/src/seed/prng';
import { DEFAULT_SEED, FILE_NAMES, generateRegistres, SAMPLES_DIR } from './generate';

/** Corrèze and the départements around it. */
export const DEMO_DEPARTEMENTS = ['19', '15', '23', '24', '46', '63', '87'] as const;
/** Rows of the national draw the demo's rows are chosen from: about 300 open building establishments. */
const DRAWN_ROWS = 520_000;
/** Of the rows kept, besides the open building establishments. */
const CLOSED_BUILDING_SHARE = 0.25;
const OTHER_SHARE = 0.01;

export const DEMO_DIR = path.join(SAMPLES_DIR, 'demo');

export interface DemoCounts {
  etablissements: number;
  ouverts: number;
  unitesLegales: number;
  geolocalisation: number;
  rge: number;
}

const isBuilding = (naf: string) => /^(43\.\d\d[A-Z]|41\.20[AB])$/.test(naf);

function line(record: CsvRecord, columns: readonly string[], separator: string): string {
  return `${columns
    .map((column) => {
      const value = record[column] ?? '';
      return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
    })
    .join(separator)}\n`;
}

/**
 * Copies the sample of `role` (its header and rows, as written by hand) to the demo's file, then appends the
 * generated records `keep` accepts, in the sample's columns and separator. Returns the generated rows appended.
 */
async function writeRole(
  role: RegistreRole,
  generated: string,
  out: string,
  keep: (record: CsvRecord) => boolean,
): Promise<number> {
  const name = FILE_NAMES[role];
  const sample = fs.readFileSync(path.join(SAMPLES_DIR, `${name}.csv`), 'utf8');
  const header = sample.slice(0, sample.indexOf('\n')).replace(/\r$/, '');
  const separator = header.includes(';') ? ';' : ',';
  const columns = header.split(separator);
  const chunks: string[] = [sample.endsWith('\n') ? sample : `${sample}\n`];
  let rows = 0;
  const csv = await openRegistreCsv(generated, REGISTRE_SPECS[role]);
  for await (const record of csv) {
    if (!keep(record)) continue;
    chunks.push(line(record, columns, separator));
    rows += 1;
  }
  fs.writeFileSync(path.join(out, `${name}.csv`), chunks.join(''));
  return rows;
}

export async function writeDemoRegistres(out: string = DEMO_DIR): Promise<DemoCounts> {
  const drawn = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-demo-registres-'));
  try {
    await generateRegistres({ rows: DRAWN_ROWS, out: drawn, seed: DEFAULT_SEED });
    const file = (role: RegistreRole) => path.join(drawn, `${FILE_NAMES[role]}.csv`);
    fs.mkdirSync(out, { recursive: true });
    const departements = new Set<string>(DEMO_DEPARTEMENTS);
    const pick = createPrng(DEFAULT_SEED ^ 0xdead);
    const sirets = new Set<string>();
    const sirens = new Set<string>();
    let ouverts = 0;
    const etablissements = await writeRole('etablissements', file('etablissements'), out, (record) => {
      const commune = record.codeCommuneEtablissement ?? '';
      if (!departements.has(commune.slice(0, 2)) || !record.siret) return false;
      const building = isBuilding(record.activitePrincipaleEtablissement ?? '');
      const open = record.etatAdministratifEtablissement === 'A';
      const kept = building ? open || pick.chance(CLOSED_BUILDING_SHARE) : pick.chance(OTHER_SHARE);
      if (!kept) return false;
      if (building && open) ouverts += 1;
      sirets.add(record.siret);
      sirens.add(record.siren ?? '');
      return true;
    });
    const bySiret = (record: CsvRecord) => sirets.has((record.siret ?? '').replace(/\s/g, ''));
    return {
      etablissements,
      ouverts,
      unitesLegales: await writeRole('unitesLegales', file('unitesLegales'), out, (record) =>
        sirens.has(record.siren ?? ''),
      ),
      geolocalisation: await writeRole('geolocalisation', file('geolocalisation'), out, bySiret),
      rge: await writeRole('rge', file('rge'), out, bySiret),
    };
  } finally {
    fs.rmSync(drawn, { recursive: true, force: true });
  }
}
