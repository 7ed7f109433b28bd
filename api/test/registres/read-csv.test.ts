// registres/read-csv.ts: a register's file, CSV or zip, read as a stream of records keyed by column name, and the
// French message of each file it refuses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  openRegistreCsv,
  RegistreFileError,
  type CsvRecord,
  type CsvSpec,
} from '../../src/registres/read-csv';
import { zipArchive } from '../helpers/zip-writer';
import { ETABLISSEMENTS_FILE, readEtablissements } from './registres-files';

const SPEC: CsvSpec = { label: 'stock des établissements', required: ['siret', 'enseigne1Etablissement'] };

describe('reading a register’s file', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-registres-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function write(name: string, content: string | Buffer): string {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  }

  async function readAll(file: string, spec: CsvSpec = SPEC): Promise<CsvRecord[]> {
    const csv = await openRegistreCsv(file, spec);
    const records: CsvRecord[] = [];
    for await (const record of csv) records.push(record);
    return records;
  }

  it('reads quoted fields with commas, quotes and line breaks, empty fields and a BOM', async () => {
    const file = write(
      'quotes.csv',
      '\uFEFFsiret,enseigne1Etablissement,libelleVoieEtablissement\r\n' +
        '11111111100011,"DUPONT, PERE ET FILS",\r\n' +
        '22222222200022,"LE ""BON"" ARTISAN","CHEMIN DES\r\nVIGNES"\r\n' +
        '33333333300033,,\r\n',
    );
    expect(await readAll(file)).toEqual([
      {
        siret: '11111111100011',
        enseigne1Etablissement: 'DUPONT, PERE ET FILS',
        libelleVoieEtablissement: '',
      },
      {
        siret: '22222222200022',
        enseigne1Etablissement: 'LE "BON" ARTISAN',
        libelleVoieEtablissement: 'CHEMIN DES\r\nVIGNES',
      },
      { siret: '33333333300033', enseigne1Etablissement: '', libelleVoieEtablissement: '' },
    ]);
  });

  it('detects the semicolon separator and reads columns by name, in any order, ignoring unknown ones', async () => {
    const file = write(
      'semicolons.csv',
      'inconnue;enseigne1Etablissement;siret\nx;MAISON DURAND;44444444400044\n',
    );
    const csv = await openRegistreCsv(file, SPEC);
    expect(csv.delimiter).toBe(';');
    const records: CsvRecord[] = [];
    for await (const record of csv) records.push(record);
    expect(records).toEqual([
      { inconnue: 'x', enseigne1Etablissement: 'MAISON DURAND', siret: '44444444400044' },
    ]);
  });

  it('reads the first .csv entry of a zip, deflated or stored, and counts the compressed bytes read', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `${String(i).padStart(14, '0')},ENSEIGNE ${i}`);
    const content = `siret,enseigne1Etablissement\n${rows.join('\n')}\n`;
    for (const method of ['deflate', 'store'] as const) {
      const file = write(
        `stock-${method}.zip`,
        zipArchive([
          { name: 'LISEZMOI.txt', data: 'pas un CSV' },
          { name: 'StockEtablissement_utf8.csv', data: content, method },
        ]),
      );
      const csv = await openRegistreCsv(file, SPEC);
      expect(csv.entry).toBe('StockEtablissement_utf8.csv');
      let count = 0;
      let last: CsvRecord | undefined;
      for await (const record of csv) {
        count += 1;
        last = record;
      }
      expect(count).toBe(2000);
      expect(last).toEqual({ siret: '00000000001999', enseigne1Etablissement: 'ENSEIGNE 1999' });
      expect(csv.bytesRead()).toBeGreaterThan(0);
      expect(csv.bytesRead()).toBeLessThanOrEqual(csv.size);
      if (method === 'deflate') expect(csv.bytesRead()).toBeLessThan(content.length / 2);
    }
  });

  it('reads the shipped stock the same from its zip as from its CSV, and lets the reader stop early', async () => {
    const file = write(
      'StockEtablissement_utf8.zip',
      zipArchive([{ name: 'StockEtablissement_utf8.csv', data: fs.readFileSync(ETABLISSEMENTS_FILE) }]),
    );
    const spec: CsvSpec = { label: 'stock des établissements', required: ['siret'] };
    expect(await readAll(file, spec)).toEqual(await readEtablissements());
    const csv = await openRegistreCsv(file, spec);
    for await (const record of csv) {
      expect(record.siret).toMatch(/^\d{14}$/);
      break;
    }
    // Stopped and released: a second reader opens the same file.
    expect((await readAll(file, spec)).length).toBeGreaterThan(10);
  });

  it('counts the bytes of a plain CSV up to its size', async () => {
    const content = 'siret,enseigne1Etablissement\n11111111100011,A\n';
    const csv = await openRegistreCsv(write('size.csv', content), SPEC);
    for await (const record of csv) expect(record.siret).toBe('11111111100011');
    expect(csv.size).toBe(content.length);
    expect(csv.bytesRead()).toBe(content.length);
  });

  it('skips and counts a row with a wrong number of fields', async () => {
    const file = write('ragged.csv', 'siret,enseigne1Etablissement\n1,A\n2,B,C\n3,D\n');
    const csv = await openRegistreCsv(file, SPEC);
    const sirets: string[] = [];
    for await (const record of csv) sirets.push(record.siret!);
    expect(sirets).toEqual(['1', '3']);
    expect(csv.rowErrors.count).toBe(1);
  });

  async function refusal(file: string, spec: CsvSpec = SPEC): Promise<string> {
    const error: unknown = await openRegistreCsv(file, spec).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RegistreFileError);
    return (error as RegistreFileError).message;
  }

  it('names the missing columns', async () => {
    const file = write('missing.csv', 'siret,denominationUsuelleEtablissement\n1,A\n');
    expect(await refusal(file)).toBe(
      `Le fichier ${file} (stock des établissements) n’a pas la colonne enseigne1Etablissement.`,
    );
    const geo = write('geo.csv', 'siret;epsg\n1;2154\n');
    expect(
      await refusal(geo, {
        label: 'géolocalisation',
        required: ['siret', ['x_longitude', 'longitude'], ['y_latitude', 'latitude']],
      }),
    ).toBe(
      `Le fichier ${geo} (géolocalisation) n’a pas les colonnes x_longitude ou longitude et y_latitude ou latitude.`,
    );
  });

  it('refuses a missing, empty, unreadable or binary file, a folder and a broken zip, in French', async () => {
    expect(await refusal(path.join(dir, 'absent.csv'))).toBe(
      `Le fichier ${path.join(dir, 'absent.csv')} n’existe pas.`,
    );
    expect(await refusal(write('vide.csv', ''))).toMatch(/est vide\.$/);
    expect(await refusal(dir)).toBe(`${dir} est un dossier, pas un fichier.`);
    expect(
      await refusal(write('image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0x0a]))),
    ).toMatch(/^Le fichier .*image\.png n’est ni un fichier CSV ni une archive zip/);
    expect(await refusal(write('one-column.csv', 'siret\n1\n'))).toMatch(/n’est ni un fichier CSV/);
    const zip = zipArchive([{ name: 'stock.csv', data: 'siret,enseigne1Etablissement\n1,A\n' }]);
    expect(await refusal(write('tronque.zip', zip.subarray(0, zip.length - 30)))).toMatch(
      /^L’archive zip .*tronque\.zip est illisible/,
    );
    expect(await refusal(write('sans-csv.zip', zipArchive([{ name: 'a.txt', data: 'x' }])))).toMatch(
      /ne contient aucun fichier \.csv\.$/,
    );
    if (process.getuid?.() !== 0) {
      const locked = write('locked.csv', 'siret,enseigne1Etablissement\n');
      fs.chmodSync(locked, 0o000);
      expect(await refusal(locked)).toBe(`Impossible de lire le fichier ${locked} : accès refusé.`);
    }
  });
});
