// registres/csv-lines.ts: the line-by-line parser of the registers' files and its prefilter give exactly the rows
// csv-parse gives reading the whole file, on dirty files (quotes, separators and line breaks inside quotes, CRLF,
// empty lines, rows of the wrong length, stray quotes), and the importer's prefilter keeps exactly the rows
// etablissementToDraft does not skip on their SIRET, state and code, and counts the others for the same reasons.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, type CsvError } from 'csv-parse/sync';
import { CsvLineParser, MAX_RECORD_CHARS, type CsvPrefilter } from '../../src/registres/csv-lines';
import {
  ETABLISSEMENT_COLUMNS,
  ETABLISSEMENT_QUICK_COLUMNS,
  etablissementToDraft,
  fieldValue,
  quickSkip,
} from '../../src/registres/etablissement';
import { openRegistreCsv, type CsvRecord, type CsvSpec } from '../../src/registres/read-csv';
import { ETABLISSEMENTS_FILE } from './registres-files';

/** What read-csv.ts did before csv-lines.ts: csv-parse over the whole file, columns by name. */
function csvParseWhole(text: string): { records: CsvRecord[]; errors: number[] } {
  const body = text.replace(/^\uFEFF/, '');
  const header = body.slice(0, body.indexOf('\n')).replace(/\r$/, '');
  const delimiter = header.includes(';') ? ';' : ',';
  const columns = header.split(delimiter);
  const errors: number[] = [];
  const rows = parse(body, {
    delimiter,
    from_line: 2,
    skip_empty_lines: true,
    skip_records_with_error: true,
    relax_quotes: false,
    on_skip: (error: CsvError | undefined) => {
      errors.push((error as (CsvError & { lines?: number }) | undefined)?.lines ?? 0);
    },
  }) as string[][];
  const records = rows.map((fields) => Object.fromEntries(columns.map((column, i) => [column, fields[i]!])));
  return { records, errors };
}

function parseLines(
  text: string,
  columns: string[],
  pieces: readonly string[] = [text],
  prefilter?: CsvPrefilter,
): { records: CsvRecord[]; errors: { line: number; message: string }[]; rows: number } {
  const records: CsvRecord[] = [];
  const errors: { line: number; message: string }[] = [];
  const parser = new CsvLineParser({
    columns,
    delimiter: ',',
    firstLine: 2,
    ...(prefilter ? { prefilter } : {}),
    onRecord: (record) => records.push(record),
    onError: (line, message) => errors.push({ line, message }),
  });
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return { records, errors, rows: parser.rows };
}

const HEADER = 'siret,enseigne1Etablissement,libelleVoieEtablissement';
const COLUMNS = HEADER.split(',');
/** Well-formed but dirty rows: csv-parse and the line parser agree on every one of them. */
const DIRTY = [
  '11111111100011,"DUPONT, PERE ET FILS",',
  '22222222200022,"LE ""BON"" ARTISAN","CHEMIN DES\nVIGNES"',
  '33333333300033,,',
  '',
  '44444444400044,L\'ATELIER,"RUE ""A"", B"',
  '55555555500055,"A\nB\nC",""',
  '66666666600066,CAFÉ DES SPORTS – L’ŒIL,ÉCOLE',
  '77777777700077,X,Y,Z',
  '88888888800088,PLAIN',
  '99999999900099,STRAY"QUOTE,',
  '10101010100010, "SPACE",',
  '12121212100012,"",""',
  '13131313100013,"END",LAST',
];

describe('the line parser of the registers’ files', () => {
  it('gives csv-parse’s records and refuses the same rows, LF or CRLF, in one piece or two', () => {
    for (const eol of ['\n', '\r\n']) {
      const text = `${HEADER}${eol}${DIRTY.map((row) => row.replace(/\n/g, eol)).join(eol)}${eol}`;
      const expected = csvParseWhole(text);
      const body = text.slice(text.indexOf('\n') + 1);
      const { records, errors } = parseLines(body, COLUMNS);
      expect(records).toEqual(expected.records);
      // The same rows refused, each named by its line in the file (csv-parse counted some lines twice).
      expect(errors).toHaveLength(expected.errors.length);
      expect(new Set(errors.map((error) => error.line))).toEqual(new Set([12, 13, 14, 15]));
      // Cut anywhere: in a field, between \r and \n, inside quotes.
      for (let cut = 0; cut <= body.length; cut += 1) {
        expect(parseLines(body, COLUMNS, [body.slice(0, cut), body.slice(cut)]).records).toEqual(
          expected.records,
        );
      }
    }
  });

  it('reads a last line without a line break', () => {
    const { records } = parseLines('1,A,B\n2,"C\nD",E', COLUMNS);
    expect(records).toEqual([
      { siret: '1', enseigne1Etablissement: 'A', libelleVoieEtablissement: 'B' },
      { siret: '2', enseigne1Etablissement: 'C\nD', libelleVoieEtablissement: 'E' },
    ]);
  });

  it('takes the header’s number of fields, where csv-parse took the first row’s', () => {
    const { records, errors } = parseLines('1,A,B,EXTRA\n2,C,D\n3,E,F\n', COLUMNS);
    expect(records.map((record) => record.siret)).toEqual(['2', '3']);
    expect(errors).toEqual([{ line: 2, message: 'Invalid Record Length: expect 3, got 4 on line 2' }]);
  });

  it('gives up a quote never closed on its own line, and reads every line after it', () => {
    const { records, errors } = parseLines('1,"OPEN,B\n2,C,D\n3,E,F\n', COLUMNS);
    expect(records.map((record) => record.siret)).toEqual(['2', '3']);
    expect(errors).toEqual([{ line: 2, message: expect.stringMatching(/^Quote Not Closed/) }]);

    // Past MAX_RECORD_CHARS, without waiting for the end of the file.
    const filler = Array.from({ length: 2 + MAX_RECORD_CHARS / 20 }, (_, i) => `${i},ABCDEFGHIJ,KLM`);
    const long = parseLines(`X,"OPEN,B\n${filler.join('\n')}\n`, COLUMNS);
    expect(long.records).toHaveLength(filler.length);
    expect(long.errors).toHaveLength(1);
  });

  it('names the file’s line of a row csv-parse refuses', () => {
    const { errors } = parseLines('1,A,B\n2,A"B,C\n3,"A"B,C\n', COLUMNS);
    expect(errors.map((error) => error.line)).toEqual([3, 4, 4]);
    expect(errors[0]!.message).toMatch(/at line 3/);
  });

  it('skips a line longer than a record may be', () => {
    const huge = 'A'.repeat(MAX_RECORD_CHARS + 10);
    const { records, errors } = parseLines('', COLUMNS, [
      '1,A,B\n2,',
      huge.slice(0, 100),
      huge,
      ',B\n3,C,D\n',
    ]);
    expect(records.map((record) => record.siret)).toEqual(['1', '3']);
    expect(errors).toHaveLength(1);
  });

  it('gives the prefilter the values the record holds, and makes records of the rows it keeps only', () => {
    const text = DIRTY.join('\n');
    const all = parseLines(text, COLUMNS);
    const seen: string[][] = [];
    const filtered = parseLines(text, COLUMNS, [text], {
      columns: ['libelleVoieEtablissement', 'absente', 'siret'],
      keep: (values) => {
        seen.push([...values]);
        return values[2]!.startsWith('2') || values[0] === '';
      },
    });
    expect(filtered.records).toEqual(
      all.records.filter((record) => record.siret!.startsWith('2') || record.libelleVoieEtablissement === ''),
    );
    // Every row read whole, and the two rows of the wrong length without a quote (see below).
    expect(seen).toEqual([
      ...all.records.slice(0, 6).map((record) => [record.libelleVoieEtablissement, '', record.siret]),
      ['Z', '', '77777777700077'],
      ['PLAIN', '', '88888888800088'],
      ...all.records.slice(6).map((record) => [record.libelleVoieEtablissement, '', record.siret]),
    ]);
    expect(filtered.rows).toBe(all.rows + 2);
    expect(filtered.errors).toEqual(all.errors.filter((error) => error.line !== 12 && error.line !== 13));
  });

  it('refuses a row of the wrong length the prefilter keeps, and counts one it refuses among those it refuses', () => {
    const text = '1,A,B,EXTRA\n2,C\n3,D,E\n';
    const keepAll = parseLines(text, COLUMNS, [text], { columns: ['siret'], keep: () => true });
    expect(keepAll.records.map((record) => record.siret)).toEqual(['3']);
    expect(keepAll.errors.map((error) => error.message)).toEqual([
      'Invalid Record Length: expect 3, got 4 on line 2',
      'Invalid Record Length: expect 3, got 2 on line 3',
    ]);
    const refuseAll = parseLines(text, COLUMNS, [text], { columns: ['siret'], keep: () => false });
    expect(refuseAll).toEqual({ records: [], errors: [], rows: 3 });
    // Too few separators for the prefilter's columns to be where the header puts them: unreadable either way.
    const short = parseLines('1\n', COLUMNS, ['1\n'], {
      columns: ['libelleVoieEtablissement'],
      keep: () => false,
    });
    expect(short.errors).toEqual([{ line: 2, message: 'Invalid Record Length: expect 3, got 1 on line 2' }]);
  });
});

describe('the importer’s prefilter of the stock', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-csv-lines-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The shipped stock and dirty rows of its format: quoted codes and states, spaces, `[ND]`, no dot, CRLF… */
  function dirtyStock(): string {
    const text = fs.readFileSync(ETABLISSEMENTS_FILE, 'utf8');
    const lines = text.trimEnd().split('\n');
    const columns = lines[0]!.split(',');
    const base = lines[1]!.split(',');
    const at = (name: string) => columns.indexOf(name);
    const row = (changes: Record<string, string>, siret: string) => {
      const fields = [...base];
      fields[at('siret')] = siret;
      for (const [name, value] of Object.entries(changes)) fields[at(name)] = value;
      return fields.join(',');
    };
    const extra = [
      row({ activitePrincipaleEtablissement: '"43.22A"' }, '81234567600025'),
      row({ etatAdministratifEtablissement: '" A "' }, '81234567600033'),
      row({ activitePrincipaleEtablissement: ' 4322a ' }, '81234567600041'),
      row({ activitePrincipaleEtablissement: '43.99X' }, '81234567600058'),
      row({ activitePrincipaleEtablissement: '[ND]' }, '81234567600066'),
      row({ etatAdministratifEtablissement: '' }, '81234567600074'),
      row({ etatAdministratifEtablissement: 'F' }, '81234567600082'),
      row({ complementAdresseEtablissement: '"BAT, A\r\nPORTE ""2"""' }, '81234567600090'),
      row({ activitePrincipaleEtablissement: '47.11B' }, '81234567600108'),
      row({}, '"81234567600116"'),
      row({}, ' 81234567600124 '),
      row({}, '8123456760013'),
      row({}, ''),
      row({ codeCommuneEtablissement: '' }, '81234567600140'),
      row({ activitePrincipaleEtablissement: '41.20B', enseigne1Etablissement: 'A"B' }, '81234567600157'),
      `${row({}, '81234567600165')},EN TROP`,
    ];
    return `${[...lines, ...extra].join('\n')}\n`;
  }

  it('skips exactly the rows etablissementToDraft skips on SIRET, state and code, for the same reasons', async () => {
    const file = path.join(dir, 'StockEtablissement_utf8.csv');
    fs.writeFileSync(file, dirtyStock());
    const spec: CsvSpec = { label: 'stock des établissements', required: ETABLISSEMENT_COLUMNS };

    const whole = await openRegistreCsv(file, spec);
    const records: CsvRecord[] = [];
    for await (const record of whole) records.push(record);
    expect(records).toEqual(csvParseWhole(fs.readFileSync(file, 'utf8')).records);
    const quick = new Set(['sansSiret', 'ferme', 'horsBatiment']);
    const expectedReasons: string[] = [];
    const expectedKept: CsvRecord[] = [];
    for (const record of records) {
      const outcome = etablissementToDraft(record, undefined);
      if (!outcome.kept && quick.has(outcome.reason)) expectedReasons.push(outcome.reason);
      else expectedKept.push(record);
    }

    const reasons: string[] = [];
    const filtered = await openRegistreCsv(file, spec, {
      prefilter: {
        columns: ETABLISSEMENT_QUICK_COLUMNS,
        keep: ([siret, etat, naf]) => {
          const reason = quickSkip(fieldValue(siret), fieldValue(etat), fieldValue(naf));
          if (reason) reasons.push(reason);
          return !reason;
        },
      },
    });
    const kept: CsvRecord[] = [];
    for await (const record of filtered) kept.push(record);

    expect(kept).toEqual(expectedKept);
    // The last row has a field too many: read whole, it is unreadable; the prefilter reads its state where a state
    // would lie, finds a date there, and counts it closed.
    expect(reasons).toEqual([...expectedReasons, 'ferme']);
    expect(filtered.rowsRead()).toBe(records.length + 1);
    expect(whole.rowErrors.count).toBe(2);
    expect(filtered.rowErrors.count).toBe(1);
    expect(filtered.rowErrors.first).toEqual(whole.rowErrors.first.slice(0, 1));
    // The dirty rows meet each rule: kept, every quick reason, a row refused whole.
    expect(new Set(reasons)).toEqual(quick);
    expect(kept.map((record) => record.siret)).toEqual(
      expect.arrayContaining(['81234567600025', '81234567600033', '81234567600041', '81234567600090']),
    );
  });
});
