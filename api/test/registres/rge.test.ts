// registres/rge.ts: ADEME's list of RGE businesses, a row to a qualification.
import { etablissementToDraft } from '../../src/registres/etablissement';
import { RGE_COLUMNS, rgeDate, rgeOrganisme, rgeToQualification } from '../../src/registres/rge';
import { readEtablissements, readRecords, RGE_FILE } from './registres-files';

const ROW = {
  siret: '81234567600017',
  nom_entreprise: 'PLOMBERIE DU PUY SAINT CLAIR',
  telephone: '05 55 20 00 01',
  email: 'contact@plomberie.example',
  site_internet: '',
  code_qualification: '5211',
  nom_qualification: 'Installation d’équipements sanitaires',
  nom_certificat: 'Qualibat RGE',
  domaine: 'Chauffe-Eau Solaire',
  meta_domaine: 'Efficacité énergétique',
  organisme: 'qualibat',
  particulier: 'true',
  lien_date_debut: '2024-02-01',
  lien_date_fin: '2028-01-31',
};

describe('a row of ADEME’s RGE list', () => {
  it('becomes an RGE qualification from ADEME, the contact kept apart', () => {
    expect(rgeToQualification(ROW)).toEqual({
      ok: true,
      qualification: {
        siret: '81234567600017',
        organisme: 'Qualibat',
        code: '5211',
        nom: 'Installation d’équipements sanitaires',
        certificat: 'Qualibat RGE',
        domaine: 'Chauffe-Eau Solaire',
        metaDomaine: 'Efficacité énergétique',
        dateDebut: '2024-02-01',
        dateFin: '2028-01-31',
        particulier: true,
        rge: true,
        source: 'ADEME',
        contact: { telephone: '05 55 20 00 01', email: 'contact@plomberie.example', siteInternet: null },
      },
    });
  });

  it('writes the body as the directory does', () => {
    expect(rgeOrganisme("QUALIT'ENR")).toBe('Qualit’EnR');
    expect(rgeOrganisme('qualit’enr')).toBe('Qualit’EnR');
    expect(rgeOrganisme('QUALIFELEC')).toBe('Qualifelec');
    expect(rgeOrganisme('certibat')).toBe('Certibat');
    expect(rgeOrganisme('opqibi')).toBe('OPQIBI');
    expect(rgeOrganisme('LNE Certification')).toBe('LNE Certification');
  });

  it('reads ISO and French dates, and refuses an impossible one', () => {
    expect(rgeDate('2024-02-01')).toBe('2024-02-01');
    expect(rgeDate('2024-02-01T00:00:00+01:00')).toBe('2024-02-01');
    expect(rgeDate('01/02/2024')).toBe('2024-02-01');
    expect(rgeDate(null)).toBeNull();
    expect(rgeDate('2024-02-30')).toBeUndefined();
    expect(rgeDate('bientôt')).toBeUndefined();
  });

  it('is skipped with its reason', () => {
    const reason = (row: Record<string, string>) => {
      const outcome = rgeToQualification({ ...ROW, ...row });
      return outcome.ok ? null : outcome.reason;
    };
    expect(reason({ siret: '812345676' })).toBe('sansSiret');
    expect(reason({ organisme: '' })).toBe('sansOrganisme');
    expect(reason({ code_qualification: '', nom_qualification: '' })).toBe('sansQualification');
    expect(reason({ lien_date_fin: '31/13/2028' })).toBe('dateInvalide');
    expect(reason({ lien_date_fin: '2023-01-01' })).toBe('datesInversees');
    expect(reason({ siret: '812 345 676 00017' })).toBeNull();
  });

  it('in the shipped list, qualifies kept establishments of the shipped stock', async () => {
    const rows = await readRecords(RGE_FILE, { label: 'liste RGE', required: RGE_COLUMNS });
    const kept = new Set(
      (await readEtablissements()).flatMap((row) => {
        const outcome = etablissementToDraft(row, undefined);
        return outcome.kept ? [outcome.draft.siret] : [];
      }),
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const organismes = new Set<string>();
    for (const row of rows) {
      const outcome = rgeToQualification(row);
      if (!outcome.ok) throw new Error(outcome.reason);
      expect(kept).toContain(outcome.qualification.siret);
      organismes.add(outcome.qualification.organisme);
    }
    expect(organismes).toEqual(new Set(['Qualibat', 'Qualit’EnR']));
  });
});
