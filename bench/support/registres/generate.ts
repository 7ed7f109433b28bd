// A deterministic generator of the public registers' files, in the formats of INSEE and ADEME the importer reads
// (api/src/registres, samples and headers in api/src/seed/registres): SIRENE's StockEtablissement and the matching
// StockUniteLegale (plain CSV or zipped as INSEE publishes them), INSEE's geolocation file and ADEME's RGE list, at
// any share of the national size (NATIONAL.etablissements rows for the whole stock). The headers are read from the
// samples, so that the generated files cannot drift from the format the importer is tested on.
//
// What the rows hold (vocabulary.ts): legal units in SIREN order with 1.7 establishments each on average (SIREN and
// SIRET pass INSEE's Luhn check), sole traders and companies, about 4 % building codes with a little under half
// active, other codes as frequent as in the stock, older nomenclatures on old closed establishments, `P` sole
// traders (about 10 % of them, INSEE's `[ND]` in the hidden fields), real communes of every département (Corsica and
// overseas included, communes.ts) with their postcodes and a projected position near them, geolocation rows for
// about 93 % of the SIRETs, RGE rows for about 6.7 % of the active building establishments. And dirty rows, at
// rates small enough not to change the figures: quoted fields with commas, quotes and line breaks, unknown codes,
// codes without their dot, establishments abroad, positions outside France, a SIRET missing, a row with a field
// too many, RGE dates written the French way, SIRETs with spaces or unknown to the stock.
//
// `month: 'next'` writes the same files a month later: every row of the first month is drawn again from the same
// seed, then a second generator, seeded apart, changes about 0.6 % of the rows (closures, new signs, moves,
// workforce bands, codes) and appends 0.4 % of new establishments of new legal units, about 1 % of the rows in all;
// legal units are renamed and RGE rows end or are extended likewise. Everything is streamed: a row is written as
// soon as it is drawn.
import fs from 'node:fs';
import path from 'node:path';
import { createPrng, type Prng } from '../../../api/src/seed/prng';
import { communeAt, loadCommunes, type GeneratorCommune } from './communes';
import { plainSink, zipSink } from './sink';
import {
  BUILDING_ACTIVE,
  BUILDING_NAF,
  BUILDING_OTHER_WORDS,
  BUILDING_SHARE,
  BUILDING_WORDS,
  COMPLEMENTS,
  FIRST_NAMES,
  LEGAL_FORM_WORDS,
  LEGAL_FORMS,
  NATIONAL,
  OLD_NAF,
  OTHER_ACTIVE,
  OTHER_NAF,
  OTHER_WORDS,
  PLACE_WORDS,
  RGE_QUALIFICATIONS,
  SOLE_TRADER_P,
  STREET_NAMES,
  STREET_TYPES,
  SURNAMES,
  UNKNOWN_NAF,
  WORKFORCE,
  type Weighted,
} from './vocabulary';

/** Bumped whenever the rows drawn change: files of another version are generated again. */
export const GENERATOR_VERSION = 1;

export const SAMPLES_DIR = path.join(__dirname, '..', '..', '..', 'api', 'src', 'seed', 'registres');

/** The files' names, as INSEE and ADEME publish them. */
export const FILE_NAMES = {
  etablissements: 'StockEtablissement_utf8',
  unitesLegales: 'StockUniteLegale_utf8',
  geolocalisation: 'GeolocalisationEtablissement_Sirene_pour_etudes_statistiques_utf8',
  rge: 'liste-des-entreprises-rge',
} as const;
export type GeneratedRole = keyof typeof FILE_NAMES;

export interface GenerateOptions {
  /** Rows of the first month's stock of establishments. */
  rows: number;
  out: string;
  seed?: number;
  /** The stock, the legal units and the geolocation zipped, as INSEE publishes them (the RGE list stays a CSV). */
  zip?: boolean;
  month?: 'base' | 'next';
  onProgress?: (rows: number) => void;
}

export interface GeneratedFile {
  role: GeneratedRole;
  file: string;
  rows: number;
  bytes: number;
  /** The CSV's size, unpacked. */
  csvBytes: number;
}

export interface GenerationManifest {
  version: number;
  rows: number;
  seed: number;
  zip: boolean;
  month: 'base' | 'next';
  files: Record<GeneratedRole, GeneratedFile>;
  counts: {
    unitesLegales: number;
    building: number;
    buildingActive: number;
    partial: number;
    rgeSirets: number;
    /** Next month: rows changed and appended. */
    changed: number;
    added: number;
  };
  seconds: number;
}

export const MANIFEST = 'generation.json';
export const DEFAULT_SEED = 20261101;

/** The header line of a sample file: the generated file's columns, in the same order. */
function sampleHeader(name: string): string[] {
  const text = fs.readFileSync(path.join(SAMPLES_DIR, `${name}.csv`), 'utf8');
  const line = text.slice(0, text.indexOf('\n')).replace(/\r$/, '');
  return line.split(line.includes(';') ? ';' : ',');
}

function indices(columns: readonly string[]): Record<string, number> {
  return Object.fromEntries(columns.map((column, i) => [column, i]));
}

/** A value with a separator, a quote or a line break, quoted as RFC 4180 does. */
function quoted(value: string, separator: string): string {
  if (value.includes(separator) || value.includes('"') || value.includes('\n') || value.includes('\r'))
    return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/** The Luhn key INSEE's SIREN and SIRET end with: the digit that makes `digits` + key pass the check. */
export function luhnKey(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Picks from a weighted list with one draw. */
function weighted<T>(list: Weighted<T>): (u: number) => T {
  const total = list.reduce((sum, [, weight]) => sum + weight, 0);
  let sum = 0;
  const cumulative = list.map(([, weight]) => (sum += weight / total));
  return (u) => {
    for (let i = 0; i < cumulative.length; i += 1) if (u < cumulative[i]!) return list[i]![0];
    return list[list.length - 1]![0];
  };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

function day(r: Prng, fromYear: number, toYear: number): string {
  return `${r.int(fromYear, toYear)}-${pad(r.int(1, 12), 2)}-${pad(r.int(1, 28), 2)}`;
}

/** Years of creation, recent ones more frequent (micro-entrepreneurs). */
function creationYear(r: Prng): number {
  const u = r.next();
  return 2025 - Math.floor(60 * u * u * u);
}

interface LegalUnit {
  siren: string;
  form: string;
  partial: boolean;
  naf: string;
  building: boolean;
  created: string;
  surname: string;
  firstName: string;
  denomination: string;
  usedName: string;
  active: boolean;
  nicSiege: string;
  tranche: string;
  treated: string;
}

interface Establishment {
  nic: string;
  siret: string;
  created: string;
  tranche: string;
  rm: string;
  treated: string;
  siege: boolean;
  periods: number;
  complement: string;
  number: string;
  index: string;
  streetType: string;
  street: string;
  commune: GeneratorCommune | null;
  postcode: string;
  distribution: string;
  cedex: string;
  foreign: boolean;
  addressId: string;
  /** Metres from the commune's point; null: no coordinates in the stock. */
  offset: [number, number] | null;
  /** Coordinates far from France (a bad geocoding), in dirty rows. */
  outside: boolean;
  started: string;
  active: boolean;
  sign: string;
  usual: string;
  naf: string;
  nomenclature: string;
  employer: string;
  /** Dirty rows: the SIRET left out, a field too many. */
  noSiret: boolean;
  extraField: boolean;
  geoQuality: string | null;
}

const EMPLOYING = new Set(['01', '02', '03', '11', '12', '21', '22', '31', '32', '41']);

export async function generateRegistres(options: GenerateOptions): Promise<GenerationManifest> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const month = options.month ?? 'base';
  const zip = options.zip ?? false;
  const next = month === 'next';
  const r = createPrng(seed);
  // The second month's changes are drawn apart: the first month's rows are drawn again identically.
  const m = createPrng(seed ^ 0x5eed2026);
  const { communes, cumulative } = loadCommunes();

  const etabColumns = sampleHeader(FILE_NAMES.etablissements);
  const unitColumns = sampleHeader(FILE_NAMES.unitesLegales);
  const geoColumns = sampleHeader(FILE_NAMES.geolocalisation);
  const rgeColumns = sampleHeader(FILE_NAMES.rge);
  const E = indices(etabColumns);
  const U = indices(unitColumns);
  const G = indices(geoColumns);
  const R = indices(rgeColumns);

  fs.mkdirSync(options.out, { recursive: true });
  const expectedBytes = options.rows * 200;
  const open = (role: GeneratedRole, zipped: boolean, bytesHint: number) => {
    const name = FILE_NAMES[role];
    const file = path.join(options.out, `${name}.${zipped ? 'zip' : 'csv'}`);
    return { file, sink: zipped ? zipSink(file, `${name}.csv`, bytesHint > 3.5e9) : plainSink(file) };
  };
  const outputs = {
    etablissements: open('etablissements', zip, expectedBytes),
    unitesLegales: open('unitesLegales', zip, expectedBytes * 0.6),
    geolocalisation: open('geolocalisation', zip, expectedBytes * 0.6),
    rge: open('rge', false, 0),
  };
  const rowsOf: Record<GeneratedRole, number> = {
    etablissements: 0,
    unitesLegales: 0,
    geolocalisation: 0,
    rge: 0,
  };
  const write = async (role: GeneratedRole, line: string) => {
    const pending = outputs[role].sink.write(line);
    if (pending) await pending;
  };
  await write('etablissements', `${etabColumns.join(',')}\n`);
  await write('unitesLegales', `${unitColumns.join(',')}\n`);
  await write('geolocalisation', `${geoColumns.join(';')}\n`);
  await write('rge', `${rgeColumns.join(',')}\n`);

  const pickBuildingNaf = weighted(BUILDING_NAF);
  const pickOtherNaf = weighted(OTHER_NAF);
  const pickOldNaf = weighted(OLD_NAF);
  const pickForm = weighted(LEGAL_FORMS);
  const pickWorkforce = weighted(WORKFORCE);
  const pickStreetType = weighted(STREET_TYPES);
  const pickQualification = weighted(RGE_QUALIFICATIONS);
  const counts: GenerationManifest['counts'] = {
    unitesLegales: 0,
    building: 0,
    buildingActive: 0,
    partial: 0,
    rgeSirets: 0,
    changed: 0,
    added: 0,
  };
  // Of the active building establishments, those of `O` legal units (about 95 %) may hold a qualification.
  const rgeShare = NATIONAL.rgeSirets / (NATIONAL.etablissements * BUILDING_SHARE * BUILDING_ACTIVE * 0.95);
  const rgeRowsPerSiret = NATIONAL.rgeRows / NATIONAL.rgeSirets;

  const drawNaf = (g: Prng): { naf: string; building: boolean } => {
    if (g.chance(BUILDING_SHARE)) return { naf: pickBuildingNaf(g.next()), building: true };
    return { naf: pickOtherNaf(g.next()), building: false };
  };
  const isBuilding = (naf: string) => /^(43\.\d\d[A-Z]|41\.20[AB])$/.test(naf);

  const businessWords = (g: Prng, naf: string): string => {
    const words = BUILDING_WORDS[naf] ?? (isBuilding(naf) ? BUILDING_OTHER_WORDS : OTHER_WORDS);
    const word = g.pick(words);
    const tail = g.chance(0.5) ? g.pick(SURNAMES) : g.pick(PLACE_WORDS);
    return `${word} ${tail}`;
  };

  function drawUnit(g: Prng, siren: string, recent: boolean): LegalUnit {
    const form = pickForm(g.next());
    const sole = form === '1000';
    const { naf, building } = drawNaf(g);
    const year = recent ? 2025 : creationYear(g);
    const surname = g.pick(SURNAMES);
    const firstName = g.pick(FIRST_NAMES);
    let denomination = '';
    if (!sole) {
      const words = LEGAL_FORM_WORDS[form];
      denomination =
        form === '9220'
          ? `ASSOCIATION ${g.pick(OTHER_WORDS)} ${g.pick(PLACE_WORDS)}`
          : form === '7210'
            ? `COMMUNE DE ${g.pick(SURNAMES)}`
            : `${words ? `${words} ` : ''}${g.chance(0.4) ? `${surname} ` : ''}${businessWords(g, naf)}`;
    }
    return {
      siren,
      form,
      partial: sole && g.chance(SOLE_TRADER_P),
      naf,
      building,
      created: recent
        ? `2025-11-${pad(g.int(1, 28), 2)}`
        : `${year}-${pad(g.int(1, 12), 2)}-${pad(g.int(1, 28), 2)}`,
      surname,
      firstName,
      denomination,
      usedName: sole && g.chance(0.05) ? g.pick(SURNAMES) : '',
      active: false,
      nicSiege: '',
      tranche: pickWorkforce(g.next()),
      treated:
        `2025-${pad(g.int(1, 10), 2)}-${pad(g.int(1, 28), 2)}` +
        `T${pad(g.int(0, 23), 2)}:${pad(g.int(0, 59), 2)}:${pad(g.int(0, 59), 2)}`,
    };
  }

  function drawAddress(g: Prng, e: Establishment, commune: GeneratorCommune | null, partial: boolean) {
    e.commune = commune;
    e.number = g.chance(0.65) ? String(g.int(1, g.chance(0.8) ? 60 : 400)) : '';
    e.index = e.number && g.chance(0.03) ? g.pick(['B', 'T', 'Q']) : '';
    e.streetType = pickStreetType(g.next());
    e.street = e.streetType === 'LD' ? `LE ${g.pick(SURNAMES)}` : g.pick(STREET_NAMES);
    e.complement = g.chance(0.08) ? g.pick(COMPLEMENTS) : '';
    e.distribution = g.chance(0.01) ? `BP ${g.int(1, 999)}` : '';
    e.cedex = '';
    e.postcode = commune ? (g.chance(0.85) ? commune.postcodes[0]! : g.pick(commune.postcodes)) : '';
    if (commune && g.chance(0.004)) e.cedex = `${e.postcode.slice(0, 2)}${pad(g.int(0, 999), 3)}`;
    const spread = commune?.spread ?? 0;
    const offset: [number, number] = [g.float(-spread, spread), g.float(-spread, spread)];
    e.offset = commune && !partial && g.chance(e.active ? 0.92 : 0.6) ? offset : null;
    e.addressId = e.offset
      ? `${commune!.code}_${pad(g.int(1, 9999), 4)}_${pad(Number(e.number) || 0, 5)}`
      : '';
    const quality = g.next();
    e.geoQuality =
      !commune || partial || quality < 0.015
        ? null
        : quality < 0.6
          ? '11'
          : quality < 0.7
            ? '12'
            : quality < 0.82
              ? '21'
              : quality < 0.94
                ? '22'
                : '33';
  }

  function drawEstablishment(
    g: Prng,
    unit: LegalUnit,
    rank: number,
    commune: GeneratorCommune | null,
  ): Establishment {
    const nic4 = pad(rank + 1, 4);
    const nic = `${nic4}${luhnKey(`${unit.siren}${nic4}`)}`;
    const own = g.chance(0.92) ? { naf: unit.naf, building: unit.building } : drawNaf(g);
    const active = g.chance(own.building ? BUILDING_ACTIVE : OTHER_ACTIVE);
    const createdYear = Math.max(Number(unit.created.slice(0, 4)), creationYear(g));
    const created =
      rank === 0
        ? unit.created
        : `${Math.min(createdYear, 2025)}-${pad(g.int(1, 12), 2)}-${pad(g.int(1, 28), 2)}`;
    let naf = own.naf;
    let nomenclature = 'NAFRev2';
    if (!active && !own.building && Number(created.slice(0, 4)) < 2008 && g.chance(0.45)) {
      [naf, nomenclature] = pickOldNaf(g.next());
    } else if (g.chance(0.001)) {
      naf = g.pick(UNKNOWN_NAF);
    } else if (own.building && g.chance(0.002)) {
      naf = naf.replace('.', '');
    } else if (!active && g.chance(0.01)) {
      naf = '';
      nomenclature = '';
    }
    const e: Establishment = {
      nic,
      siret: `${unit.siren}${nic}`,
      created,
      tranche: active ? pickWorkforce(g.next()) : g.chance(0.5) ? '' : 'NN',
      rm: '',
      treated: unit.treated,
      siege: rank === 0,
      periods: g.int(1, active ? 3 : 5),
      complement: '',
      number: '',
      index: '',
      streetType: '',
      street: '',
      commune: null,
      postcode: '',
      distribution: '',
      cedex: '',
      foreign: false,
      addressId: '',
      offset: null,
      outside: false,
      started: active ? created : day(g, Math.max(Number(created.slice(0, 4)), 1990), 2025),
      active,
      sign: '',
      usual: '',
      naf,
      nomenclature,
      employer: 'N',
      noSiret: false,
      extraField: false,
      geoQuality: null,
    };
    if (e.started < created) e.started = created;
    e.employer = EMPLOYING.has(e.tranche) ? 'O' : 'N';
    if (unit.form === '1000' && own.building && active && g.chance(0.3))
      e.rm = `${naf.replace('.', '')}${g.pick(['A', 'B', 'Z'])}`;
    const foreign = g.chance(0.003);
    drawAddress(g, e, foreign ? null : commune, unit.partial);
    e.foreign = foreign;
    if (g.chance(own.building ? 0.3 : 0.22)) {
      const kind = g.next();
      e.sign =
        kind < 0.004
          ? `${g.pick(SURNAMES)}, ${g.pick(['PERE ET FILS', 'FRERES', 'ASSOCIES'])}`
          : kind < 0.006
            ? `LE "${g.pick(['BON', 'PETIT', 'VRAI'])}" ${businessWords(g, naf)}`
            : businessWords(g, naf);
    }
    if (g.chance(0.03)) e.usual = businessWords(g, naf);
    if (e.complement && g.chance(0.005))
      e.complement = `${e.complement}\n${g.pick(['RDC', 'ETAGE 2', 'PORTE B'])}`;
    e.outside = e.offset !== null && g.chance(0.0001);
    e.noSiret = g.chance(0.00001);
    e.extraField = g.chance(0.000002);
    return e;
  }

  function etablissementLine(unit: LegalUnit, e: Establishment): string {
    const row: string[] = new Array<string>(etabColumns.length).fill('');
    const partial = unit.partial;
    const hidden = '[ND]';
    row[E.siren!] = unit.siren;
    row[E.nic!] = e.nic;
    row[E.siret!] = e.noSiret ? '' : e.siret;
    row[E.statutDiffusionEtablissement!] = partial ? 'P' : 'O';
    row[E.dateCreationEtablissement!] = e.created;
    row[E.trancheEffectifsEtablissement!] = e.tranche;
    row[E.anneeEffectifsEtablissement!] = EMPLOYING.has(e.tranche) || e.tranche === '00' ? '2023' : '';
    row[E.activitePrincipaleRegistreMetiersEtablissement!] = e.rm;
    row[E.dateDernierTraitementEtablissement!] = e.treated;
    row[E.etablissementSiege!] = e.siege ? 'true' : 'false';
    row[E.nombrePeriodesEtablissement!] = String(e.periods);
    row[E.complementAdresseEtablissement!] = partial ? hidden : quoted(e.complement, ',');
    row[E.numeroVoieEtablissement!] = partial ? hidden : e.number;
    row[E.indiceRepetitionEtablissement!] = partial ? hidden : e.index;
    row[E.typeVoieEtablissement!] = partial ? hidden : e.streetType;
    row[E.libelleVoieEtablissement!] = partial ? hidden : quoted(e.street, ',');
    row[E.codePostalEtablissement!] = e.postcode;
    row[E.libelleCommuneEtablissement!] = e.commune?.label ?? '';
    row[E.distributionSpecialeEtablissement!] = partial ? '' : e.distribution;
    row[E.codeCommuneEtablissement!] = e.commune?.code ?? '';
    row[E.codeCedexEtablissement!] = e.cedex;
    row[E.libelleCedexEtablissement!] = e.cedex ? `${e.commune!.label} CEDEX` : '';
    if (e.foreign) {
      row[E.libelleCommuneEtrangerEtablissement!] = 'BARCELONE';
      row[E.codePaysEtrangerEtablissement!] = '99134';
      row[E.libellePaysEtrangerEtablissement!] = 'ESPAGNE';
    }
    if (partial) {
      row[E.identifiantAdresseEtablissement!] = hidden;
      row[E.coordonneeLambertAbscisseEtablissement!] = hidden;
      row[E.coordonneeLambertOrdonneeEtablissement!] = hidden;
    } else if (e.offset && e.commune) {
      row[E.identifiantAdresseEtablissement!] = e.addressId;
      const x = e.outside ? 1.2e6 + e.offset[0] : e.commune.x + e.offset[0];
      const y = e.outside ? 8.1e6 + e.offset[1] : e.commune.y + e.offset[1];
      row[E.coordonneeLambertAbscisseEtablissement!] = x.toFixed(1);
      row[E.coordonneeLambertOrdonneeEtablissement!] = y.toFixed(1);
    }
    row[E.dateDebut!] = e.started;
    row[E.etatAdministratifEtablissement!] = e.active ? 'A' : 'F';
    row[E.enseigne1Etablissement!] = quoted(e.sign, ',');
    row[E.denominationUsuelleEtablissement!] = quoted(e.usual, ',');
    row[E.activitePrincipaleEtablissement!] = e.naf;
    row[E.nomenclatureActivitePrincipaleEtablissement!] = e.nomenclature;
    row[E.caractereEmployeurEtablissement!] = e.employer;
    return `${row.join(',')}${e.extraField ? ',' : ''}\n`;
  }

  function unitLine(unit: LegalUnit): string {
    const row: string[] = new Array<string>(unitColumns.length).fill('');
    const sole = unit.form === '1000';
    const hidden = '[ND]';
    row[U.siren!] = unit.siren;
    row[U.statutDiffusionUniteLegale!] = unit.partial ? 'P' : 'O';
    row[U.dateCreationUniteLegale!] = unit.created;
    if (sole) {
      row[U.sexeUniteLegale!] = unit.partial ? hidden : unit.firstName.endsWith('E') ? 'F' : 'M';
      row[U.prenom1UniteLegale!] = unit.partial ? hidden : unit.firstName;
      row[U.prenomUsuelUniteLegale!] = unit.partial ? hidden : unit.firstName;
      row[U.nomUniteLegale!] = unit.partial ? hidden : unit.surname;
      row[U.nomUsageUniteLegale!] = unit.partial ? '' : unit.usedName;
    } else {
      row[U.denominationUniteLegale!] = quoted(unit.denomination, ',');
    }
    if (unit.form === '9220') row[U.identifiantAssociationUniteLegale!] = `W${unit.siren}`;
    row[U.trancheEffectifsUniteLegale!] = unit.tranche;
    row[U.anneeEffectifsUniteLegale!] = EMPLOYING.has(unit.tranche) ? '2023' : '';
    row[U.dateDernierTraitementUniteLegale!] = unit.treated;
    row[U.nombrePeriodesUniteLegale!] = unit.active ? '1' : '2';
    row[U.categorieEntreprise!] = unit.active ? 'PME' : '';
    row[U.anneeCategorieEntreprise!] = unit.active ? '2022' : '';
    row[U.dateDebut!] = unit.created;
    row[U.etatAdministratifUniteLegale!] = unit.active ? 'A' : 'C';
    row[U.categorieJuridiqueUniteLegale!] = unit.form;
    row[U.activitePrincipaleUniteLegale!] = unit.naf;
    row[U.nomenclatureActivitePrincipaleUniteLegale!] = 'NAFRev2';
    row[U.nicSiegeUniteLegale!] = unit.nicSiege;
    row[U.economieSocialeSolidaireUniteLegale!] = unit.form === '9220' ? 'O' : 'N';
    row[U.societeMissionUniteLegale!] = 'N';
    row[U.caractereEmployeurUniteLegale!] = EMPLOYING.has(unit.tranche) ? 'O' : 'N';
    return `${row.join(',')}\n`;
  }

  /** The geolocation row: the stock's point at the address, the commune's point at the street or commune. */
  function geoLine(e: Establishment): string | null {
    const commune = e.commune;
    if (!commune || !e.geoQuality || e.noSiret) return null;
    const row: string[] = new Array<string>(geoColumns.length).fill('');
    row[G.siret!] = e.siret;
    row[G.qualite_xy!] = e.geoQuality;
    row[G.epsg!] = String(commune.epsg);
    row[G.plg_code_commune!] = commune.code;
    row[G.plg_iris!] = `${commune.code}0000`;
    if (e.geoQuality !== '33') {
      const atAddress = e.geoQuality.startsWith('1');
      const [dx, dy] = atAddress && e.offset ? e.offset : [0, 0];
      const [a, b, c, d] = commune.inverse;
      row[G.x!] = (commune.x + dx).toFixed(2);
      row[G.y!] = (commune.y + dy).toFixed(2);
      row[G.x_longitude!] = (commune.lon + a * dx + b * dy).toFixed(6);
      row[G.y_latitude!] = (commune.lat + c * dx + d * dy).toFixed(6);
      row[G.distance_precision!] = atAddress ? '0' : '';
    }
    return `${row.join(';')}\n`;
  }

  async function writeRge(unit: LegalUnit, e: Establishment, g: Prng) {
    const siretDirty = g.chance(0.002);
    const count = Math.max(1, Math.min(8, Math.round(g.float(0.5, rgeRowsPerSiret * 2 - 0.5))));
    const chosen = new Set<readonly string[]>();
    for (let attempt = 0; chosen.size < count && attempt < 30; attempt += 1)
      chosen.add(pickQualification(g.next()));
    counts.rgeSirets += 1;
    for (const q of chosen) {
      const [code, nom, certificat, domaine, metaDomaine, organisme] = q;
      const start = day(g, 2023, 2025);
      const end = `${Number(start.slice(0, 4)) + g.int(2, 4)}${start.slice(4)}`;
      const french = g.chance(0.01);
      const asFrench = (iso: string) =>
        french ? `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso;
      const row: string[] = new Array<string>(rgeColumns.length).fill('');
      row[R.siret!] = siretDirty ? e.siret.replace(/^(\d{3})(\d{3})(\d{3})/, '$1 $2 $3 ') : e.siret;
      row[R.nom_entreprise!] = quoted(
        e.sign || unit.denomination || `${unit.surname} ${unit.firstName}`,
        ',',
      );
      row[R.adresse!] = quoted(
        [e.number, e.index, e.streetType, e.street].filter(Boolean).join(' ').trim(),
        ',',
      );
      row[R.code_postal!] = e.postcode;
      row[R.commune!] = e.commune?.label ?? '';
      if (e.commune) {
        row[R.latitude!] = e.commune.lat.toFixed(5);
        row[R.longitude!] = e.commune.lon.toFixed(5);
      }
      row[R.telephone!] = g.chance(0.5)
        ? `0${g.int(1, 9)} ${[1, 2, 3, 4].map(() => pad(g.int(0, 99), 2)).join(' ')}`
        : '';
      row[R.email!] = g.chance(0.4) ? `contact@${unit.siren}.example` : '';
      row[R.site_internet!] = g.chance(0.15) ? `https://www.${unit.siren}.example` : '';
      row[R.code_qualification!] = code;
      row[R.nom_qualification!] = quoted(nom, ',');
      row[R.nom_certificat!] = certificat;
      row[R.domaine!] = quoted(domaine, ',');
      row[R.meta_domaine!] = metaDomaine;
      row[R.organisme!] = organisme;
      row[R.particulier!] = g.chance(0.85) ? 'true' : 'false';
      row[R.lien_date_debut!] = asFrench(start);
      row[R.lien_date_fin!] = asFrench(end);
      // Next month: a few qualifications end (the row is gone) and a few are extended.
      if (next) {
        const change = m.next();
        if (change < 0.02) {
          counts.changed += 1;
          continue;
        }
        if (change < 0.05) {
          row[R.lien_date_fin!] = asFrench(`${Number(end.slice(0, 4)) + 1}${end.slice(4)}`);
          counts.changed += 1;
        }
      }
      rowsOf.rge += 1;
      await write('rge', `${row.join(',')}\n`);
    }
  }

  /** Next month's change of an establishment of the first month, drawn with `m`: true when it changed. */
  function change(unit: LegalUnit, e: Establishment): boolean {
    const u = m.next();
    // Closures (of active rows, about 40 % of them), new signs, moves, workforce bands, codes: 0.6 % of the rows.
    if (u >= 0.009) return false;
    if (u < 0.005) {
      if (!e.active) return false;
      e.active = false;
      e.started = `2025-11-${pad(m.int(1, 28), 2)}`;
    } else if (u < 0.0065) {
      e.sign = businessWords(m, e.naf);
    } else if (u < 0.0075) {
      drawAddress(m, e, e.commune ?? communeAt(communes, cumulative, m.next()), unit.partial);
    } else if (u < 0.0085) {
      e.tranche = pickWorkforce(m.next());
      e.employer = EMPLOYING.has(e.tranche) ? 'O' : 'N';
    } else {
      e.naf = drawNaf(m).naf;
      e.nomenclature = 'NAFRev2';
    }
    e.treated = `2025-11-${pad(m.int(1, 28), 2)}T08:00:00`;
    return true;
  }

  const ownEstablishments = (g: Prng): number => {
    if (g.chance(0.0002)) return g.int(20, 400);
    // Geometric from 1: 1.7 establishments per legal unit on average, as in the stock.
    let count = 1;
    while (count < 12 && g.chance(0.39)) count += 1;
    return count;
  };

  let sirenBase = 30_000_000;
  const emitUnit = async (g: Prng, recent: boolean, limit: number): Promise<number> => {
    sirenBase += g.int(1, 3);
    const siren = `${sirenBase}${luhnKey(String(sirenBase))}`;
    const unit = drawUnit(g, siren, recent);
    const count = Math.min(recent ? 1 : ownEstablishments(g), limit);
    let commune = communeAt(communes, cumulative, g.next());
    const establishments: Establishment[] = [];
    for (let rank = 0; rank < count; rank += 1) {
      if (rank > 0 && g.chance(0.5)) commune = communeAt(communes, cumulative, g.next());
      const e = drawEstablishment(g, unit, rank, commune);
      if (recent) {
        e.created = unit.created;
        e.started = unit.created;
        e.active = true;
        e.treated = `${unit.created}T08:00:00`;
      }
      establishments.push(e);
    }
    unit.nicSiege = establishments[0]!.nic;
    for (const e of establishments) {
      // The RGE draw comes before any change: the first month's list is drawn the same in both months.
      const building = isBuilding(e.naf.includes('.') ? e.naf : e.naf.replace(/^(\d\d)(\d\d)/, '$1.$2'));
      const holdsRge = building && e.active && !unit.partial && g.chance(rgeShare);
      if (next && !recent && change(unit, e)) counts.changed += 1;
      if (e.active) unit.active = true;
      if (building) {
        counts.building += 1;
        if (e.active) counts.buildingActive += 1;
      }
      if (unit.partial) counts.partial += 1;
      rowsOf.etablissements += 1;
      await write('etablissements', etablissementLine(unit, e));
      const geo = geoLine(e);
      if (geo) {
        rowsOf.geolocalisation += 1;
        await write('geolocalisation', geo);
      }
      if (holdsRge) await writeRge(unit, e, recent ? m : g);
      if (options.onProgress && rowsOf.etablissements % 100_000 === 0)
        options.onProgress(rowsOf.etablissements);
    }
    // Next month: a few companies change their name.
    if (next && !recent && unit.denomination && m.chance(0.001)) {
      unit.denomination = `${LEGAL_FORM_WORDS[unit.form] ?? ''} ${businessWords(m, unit.naf)}`.trim();
      counts.changed += 1;
    }
    counts.unitesLegales += 1;
    rowsOf.unitesLegales += 1;
    await write('unitesLegales', unitLine(unit));
    return count;
  };

  let produced = 0;
  while (produced < options.rows) produced += await emitUnit(r, false, options.rows - produced);
  if (next) {
    // New businesses of the month, after every SIREN of the first month as INSEE numbers them.
    const added = Math.round(options.rows * 0.004);
    for (let i = 0; i < added; i += 1) produced += await emitUnit(m, true, 1);
    counts.added = added;
  }

  const files = {} as Record<GeneratedRole, GeneratedFile>;
  for (const role of Object.keys(outputs) as GeneratedRole[]) {
    const { bytes, uncompressed } = await outputs[role].sink.close();
    files[role] = { role, file: outputs[role].file, rows: rowsOf[role], bytes, csvBytes: uncompressed };
  }
  const manifest: GenerationManifest = {
    version: GENERATOR_VERSION,
    rows: options.rows,
    seed,
    zip,
    month,
    files,
    counts,
    seconds: (performance.now() - started) / 1000,
  };
  fs.writeFileSync(path.join(options.out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
