// The small register files shipped in api/src/seed/registres, read as the command will read them.
import path from 'node:path';
import {
  ETABLISSEMENT_COLUMNS,
  legalUnitFromRecord,
  UNITE_LEGALE_COLUMNS,
  type LegalUnit,
} from '../../src/registres/etablissement';
import { openRegistreCsv, type CsvRecord, type CsvSpec } from '../../src/registres/read-csv';

export const REGISTRES_DIR = path.join(__dirname, '../../src/seed/registres');
export const ETABLISSEMENTS_FILE = path.join(REGISTRES_DIR, 'StockEtablissement_utf8.csv');
export const UNITES_LEGALES_FILE = path.join(REGISTRES_DIR, 'StockUniteLegale_utf8.csv');
export const GEOLOCALISATION_FILE = path.join(
  REGISTRES_DIR,
  'GeolocalisationEtablissement_Sirene_pour_etudes_statistiques_utf8.csv',
);
export const RGE_FILE = path.join(REGISTRES_DIR, 'liste-des-entreprises-rge.csv');

export async function readRecords(file: string, spec: CsvSpec): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for await (const record of await openRegistreCsv(file, spec)) records.push(record);
  return records;
}

export async function readEtablissements(): Promise<CsvRecord[]> {
  return readRecords(ETABLISSEMENTS_FILE, {
    label: 'stock des établissements',
    required: ETABLISSEMENT_COLUMNS,
  });
}

export async function readLegalUnits(): Promise<Map<string, LegalUnit>> {
  const records = await readRecords(UNITES_LEGALES_FILE, {
    label: 'stock des unités légales',
    required: UNITE_LEGALE_COLUMNS,
  });
  return new Map(records.map((record) => [record.siren!, legalUnitFromRecord(record)]));
}
