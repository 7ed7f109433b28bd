// registres/etablissement.ts: which rows of the SIRENE stock become listings, their name, address and bands, and
// privacy: a partially diffusible establishment never gives a street, a person's name or an exact position.
import {
  departementOf,
  etablissementToDraft,
  parseDepartements,
  streetLine,
  type LegalUnit,
  type ListingDraft,
} from '../../src/registres/etablissement';
import type { CsvRecord } from '../../src/registres/read-csv';
import { readEtablissements, readLegalUnits } from './registres-files';

const ROW: CsvRecord = {
  siren: '812345676',
  siret: '81234567600017',
  statutDiffusionEtablissement: 'O',
  etatAdministratifEtablissement: 'A',
  activitePrincipaleEtablissement: '43.22A',
  codeCommuneEtablissement: '19272',
  codePostalEtablissement: '19000',
  libelleCommuneEtablissement: 'TULLE',
  numeroVoieEtablissement: '12',
  indiceRepetitionEtablissement: '',
  typeVoieEtablissement: 'AV',
  libelleVoieEtablissement: 'VICTOR HUGO',
  enseigne1Etablissement: '',
  denominationUsuelleEtablissement: '',
  dateCreationEtablissement: '2011-03-01',
  trancheEffectifsEtablissement: '01',
  etablissementSiege: 'true',
  coordonneeLambertAbscisseEtablissement: '603535.8',
  coordonneeLambertOrdonneeEtablissement: '6463390.5',
};

const SOLE_TRADER: LegalUnit = {
  siren: '812345676',
  diffusion: 'O',
  denomination: null,
  prenomUsuel: 'JEAN-LUC',
  nomUsage: null,
  nom: 'MARTY',
  categorieJuridique: '1000',
};

function draftOf(
  row: Record<string, string>,
  legalUnit?: LegalUnit,
  departements?: Set<string>,
): ListingDraft {
  const outcome = etablissementToDraft({ ...ROW, ...row }, legalUnit, departements ? { departements } : {});
  if (!outcome.kept) throw new Error(`skipped: ${outcome.reason}`);
  return outcome.draft;
}

function reasonOf(row: Record<string, string>, departements?: Set<string>): string | null {
  const outcome = etablissementToDraft({ ...ROW, ...row }, undefined, departements ? { departements } : {});
  return outcome.kept ? null : outcome.reason;
}

describe('a row of the SIRENE stock', () => {
  it('becomes a draft with trades, address, creation date, workforce band and Lambert position', () => {
    expect(draftOf({}, SOLE_TRADER)).toEqual({
      siret: '81234567600017',
      siren: '812345676',
      trades: ['Plombier'],
      nafCode: '43.22A',
      name: 'Jean-Luc Marty',
      nameSource: 'personne',
      address: {
        street: '12 Avenue Victor Hugo',
        complement: null,
        postcode: '19000',
        communeCode: '19272',
        commune: 'Tulle',
        departement: '19',
      },
      dateCreation: '2011-03-01',
      workforce: { code: '01', label: '1 ou 2 salariés' },
      siege: true,
      diffusion: 'O',
      published: true,
      projected: { x: 603535.8, y: 6463390.5 },
    });
  });

  it('is skipped with its reason', () => {
    expect(reasonOf({ etatAdministratifEtablissement: 'F' })).toBe('ferme');
    expect(reasonOf({ activitePrincipaleEtablissement: '47.52A' })).toBe('horsBatiment');
    expect(reasonOf({ activitePrincipaleEtablissement: '43.11Z' })).toBe('sansMetier');
    expect(reasonOf({}, new Set(['24', '46']))).toBe('horsDepartements');
    expect(reasonOf({}, new Set(['19']))).toBeNull();
    expect(reasonOf({ siret: '8123' })).toBe('sansSiret');
    expect(reasonOf({ codeCommuneEtablissement: '' })).toBe('sansCommune');
  });

  it('reads a NAF code without its dot and gives both trades of 43.22B and 43.34Z', () => {
    expect(draftOf({ activitePrincipaleEtablissement: '4322B' }).trades).toEqual([
      'Chauffagiste',
      'Climaticien',
    ]);
    expect(draftOf({ activitePrincipaleEtablissement: '43.34Z' }).trades).toEqual(['Peintre', 'Vitrier']);
    expect(draftOf({ activitePrincipaleEtablissement: '41.20B' }).trades).toEqual(['Maçon']);
  });

  it('takes its name from the sign, the usual name, the legal unit, then the sole trader', () => {
    const company: LegalUnit = { ...SOLE_TRADER, denomination: 'SARL LACOSTE PLOMBERIE' };
    const both = { enseigne1Etablissement: 'PLOMBERIE DU PUY', denominationUsuelleEtablissement: 'LACOSTE' };
    expect(draftOf(both, company)).toMatchObject({ name: 'Plomberie du Puy', nameSource: 'enseigne' });
    expect(draftOf({ denominationUsuelleEtablissement: "L'EAU VIVE" }, company)).toMatchObject({
      name: 'L’Eau Vive',
      nameSource: 'denominationUsuelle',
    });
    expect(draftOf({}, company)).toMatchObject({ name: 'SARL Lacoste Plomberie', nameSource: 'uniteLegale' });
    expect(draftOf({}, { ...SOLE_TRADER, nomUsage: 'ROUSSEL' }).name).toBe('Jean-Luc Roussel');
    expect(draftOf({}, undefined)).toMatchObject({ name: null, nameSource: null });
  });

  it('writes the street with its repetition index and street type in words', () => {
    const street = (row: Record<string, string>) => streetLine({ ...ROW, ...row });
    expect(
      street({
        indiceRepetitionEtablissement: 'B',
        typeVoieEtablissement: 'RUE',
        libelleVoieEtablissement: 'DE LA REPUBLIQUE',
      }),
    ).toBe('12 bis Rue de la Republique');
    expect(street({ indiceRepetitionEtablissement: 'T' })).toBe('12 ter Avenue Victor Hugo');
    expect(street({ indiceRepetitionEtablissement: 'Q' })).toBe('12 quater Avenue Victor Hugo');
    expect(
      street({
        numeroVoieEtablissement: '',
        typeVoieEtablissement: 'LD',
        libelleVoieEtablissement: 'LE BOURG',
      }),
    ).toBe('Lieu-dit Le Bourg');
    for (const [code, word] of [
      ['CHE', 'Chemin'],
      ['BD', 'Boulevard'],
      ['PL', 'Place'],
      ['RTE', 'Route'],
      ['IMP', 'Impasse'],
      ['ALL', 'Allée'],
      ['QUAI', 'Quai'],
    ] as const) {
      expect(street({ typeVoieEtablissement: code })).toBe(`12 ${word} Victor Hugo`);
    }
    expect(street({ typeVoieEtablissement: '', libelleVoieEtablissement: '' })).toBeNull();
  });

  it('tells the département of a commune code, Corsica and overseas included', () => {
    expect(departementOf('19031')).toBe('19');
    expect(departementOf('2A004')).toBe('2A');
    expect(departementOf('2b033')).toBe('2B');
    expect(departementOf('97411')).toBe('974');
    expect(departementOf('97608')).toBe('976');
    expect(departementOf('')).toBeNull();
    expect(
      draftOf({ codeCommuneEtablissement: '2A004' }, undefined, new Set(['2A'])).address.departement,
    ).toBe('2A');
    expect(
      draftOf({ codeCommuneEtablissement: '97209' }, undefined, new Set(['972'])).address.departement,
    ).toBe('972');
  });

  it('reads the operator’s list of départements, or says in French which code is wrong', () => {
    expect(parseDepartements('19, 24,46,2a,971')).toEqual({
      ok: true,
      codes: new Set(['19', '24', '46', '2A', '971']),
    });
    expect(parseDepartements('19,20')).toEqual({
      ok: false,
      message:
        '« 20 » n’est pas un département : --departements attend des codes comme 19, 2A ou 974, séparés par des virgules.',
    });
    expect(parseDepartements('977').ok).toBe(false);
    expect(parseDepartements(' , ')).toEqual({
      ok: false,
      message: '--departements attend au moins un code de département, comme 19, 2A ou 974.',
    });
  });
});

describe('a partially diffusible establishment (statutDiffusionEtablissement P)', () => {
  const P_ROW = { statutDiffusionEtablissement: 'P' };

  it('gives no street, no person’s name and no exact position, and is not published', () => {
    const draft = draftOf({ ...P_ROW, complementAdresseEtablissement: 'ZA DU TEINCHURIER' }, SOLE_TRADER);
    expect(draft).toMatchObject({
      diffusion: 'P',
      published: false,
      name: null,
      nameSource: null,
      projected: null,
    });
    expect(draft.address).toMatchObject({
      street: null,
      complement: null,
      communeCode: '19272',
      commune: 'Tulle',
    });
  });

  it('gives no person’s name when its legal unit is partially diffusible either', () => {
    expect(draftOf({}, { ...SOLE_TRADER, diffusion: 'P' }).name).toBeNull();
  });

  it('reads INSEE’s [ND] as empty', () => {
    const draft = draftOf({
      numeroVoieEtablissement: '[ND]',
      typeVoieEtablissement: '[ND]',
      libelleVoieEtablissement: '[ND]',
      coordonneeLambertAbscisseEtablissement: '[ND]',
      coordonneeLambertOrdonneeEtablissement: '[ND]',
    });
    expect(draft.address.street).toBeNull();
    expect(draft.projected).toBeNull();
  });
});

describe('the shipped stock files', () => {
  it('give kept and skipped rows for every reason, and P rows expose nothing', async () => {
    const [rows, legalUnits] = await Promise.all([readEtablissements(), readLegalUnits()]);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const outcomes = rows.map((row) => etablissementToDraft(row, legalUnits.get(row.siren!)));
    const reasons = outcomes.filter((o) => !o.kept).map((o) => (o.kept ? '' : o.reason));
    expect(new Set(reasons)).toEqual(new Set(['ferme', 'horsBatiment', 'sansMetier']));
    const drafts = outcomes.flatMap((o) => (o.kept ? [o.draft] : []));
    const partial = drafts.filter((d) => d.diffusion === 'P');
    expect(partial.length).toBeGreaterThanOrEqual(2);
    for (const draft of partial) {
      expect(draft).toMatchObject({ published: false, projected: null });
      expect(draft.address.street).toBeNull();
      expect(draft.nameSource).not.toBe('personne');
      expect(JSON.stringify(draft)).not.toContain('[ND]');
    }
    expect(drafts.find((d) => d.address.commune === 'Argentat-sur-Dordogne')?.name).toBe(
      'Bois, Charpente et "Tradition"',
    );
    expect(drafts.find((d) => d.address.street?.startsWith('19 Allée'))?.address.complement).toBe(
      'Batiment C RDC',
    );
    expect(drafts.filter((d) => d.nameSource === 'personne').map((d) => d.name)).toEqual(
      expect.arrayContaining(['Jean-Luc Marty', 'Sophie Roussel', 'Pierre Chastang']),
    );
  });
});
