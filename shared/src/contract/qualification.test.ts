import {
  addDays,
  addYears,
  canonicalOrganisme,
  grantsRge,
  isShownPublicly,
  isValidRge,
  parisToday,
  QUALIFICATION_MESSAGES,
  qualificationIssues,
  validiteStatut,
  validiteText,
  validiteWarning,
} from './qualification';
import { ArtisanDetailInputSchema, ArtisanDetailUpdateSchema } from './artisan-detail';

const TODAY = '2026-11-25';
const QUALIBAT = {
  organisme: 'Qualibat',
  numero: 'E-E123456',
  dateDebut: '2024-01-01',
  dateFin: '2027-12-31',
};

describe('qualifications and insurance: the rules', () => {
  it('writes a listed body as the site does, whatever its case, accents or apostrophe', () => {
    expect(canonicalOrganisme("QUALIT'ENR")).toBe('Qualit’EnR');
    expect(canonicalOrganisme('qualit enr')).toBe('Qualit’EnR');
    expect(canonicalOrganisme('  qualibat ')).toBe('Qualibat');
    expect(canonicalOrganisme('  Afnor   Certification ')).toBe('Afnor Certification');
  });

  it('grants RGE to the listed bodies only', () => {
    expect(['Qualibat', 'qualifelec', 'Qualit’EnR', 'Certibat', 'CEQUAMI'].every(grantsRge)).toBe(true);
    expect(['Handibat', 'Afnor', '', null].some(grantsRge)).toBe(false);
  });

  it('wants all four fields or none for a certification, all four for an insurance', () => {
    expect(qualificationIssues({}, { type: 'NORME', required: false })).toEqual([]);
    expect(
      qualificationIssues({ numero: 'A1' }, { type: 'NORME', required: false }).map((i) => i.path[0]),
    ).toEqual(['organisme', 'dateDebut', 'dateFin']);
    expect(qualificationIssues({}, { type: 'ASSURANCE', required: true })).toContainEqual({
      path: ['organisme'],
      message: QUALIFICATION_MESSAGES.assureurRequired,
    });
  });

  it('keeps the end on or after the start, at most ten years later (29 February included)', () => {
    const issues = (dateDebut: string, dateFin: string) =>
      qualificationIssues({ ...QUALIBAT, dateDebut, dateFin }, { type: 'NORME', required: true });
    expect(issues('2025-06-01', '2025-06-01')).toEqual([]);
    expect(issues('2025-06-02', '2025-06-01')).toEqual([
      { path: ['dateFin'], message: QUALIFICATION_MESSAGES.dateOrder },
    ]);
    expect(issues('2020-01-01', '2030-01-01')).toEqual([]);
    expect(issues('2020-01-01', '2030-01-02')).toEqual([
      { path: ['dateFin'], message: QUALIFICATION_MESSAGES.dureeMax },
    ]);
    expect(addYears('2024-02-29', 1)).toBe('2025-03-01');
    expect(issues('2024-02-29', '2034-03-01')).toEqual([]);
  });

  it('puts RGE errors on the rge field: an unlisted body, an insurance', () => {
    expect(
      qualificationIssues(
        { ...QUALIBAT, organisme: 'Handibat', rge: true },
        { type: 'NORME', required: true },
      ),
    ).toEqual([{ path: ['rge'], message: QUALIFICATION_MESSAGES.rgeOrganisme }]);
    expect(qualificationIssues({ ...QUALIBAT, rge: true }, { type: 'ASSURANCE', required: true })).toEqual([
      { path: ['rge'], message: QUALIFICATION_MESSAGES.rgeType },
    ]);
    expect(QUALIFICATION_MESSAGES.rgeOrganisme).toBe(
      'La mention RGE n’est délivrée que par Qualibat, Qualifelec, Qualit’EnR, Certibat ou Cequami.',
    );
  });

  it('the detail schemas carry the same rules, for a creation and an update', () => {
    for (const schema of [ArtisanDetailInputSchema, ArtisanDetailUpdateSchema]) {
      const ok = schema.safeParse({ type: 'NORME', artisanId: 1, ...QUALIBAT, rge: true });
      expect(ok.success).toBe(true);
      const wrong = schema.safeParse({
        type: 'ASSURANCE',
        artisanId: 1,
        ...QUALIBAT,
        dateDebut: '2025-02-30',
      });
      expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['dateDebut', QUALIFICATION_MESSAGES.dateInvalid],
      ]);
      const empty = schema.safeParse({ type: 'NORME', artisanId: 1 });
      expect(empty.error?.issues.map((issue) => issue.message)).toEqual([QUALIFICATION_MESSAGES.normeEmpty]);
    }
  });
});

describe('qualifications and insurance: validity on a day', () => {
  it('reads today in France, not in UTC', () => {
    expect(parisToday(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(parisToday(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(parisToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('is valid from its first day to its last, both included, and warns 30 days before the end', () => {
    const statut = (dateDebut: string, dateFin: string) => validiteStatut({ dateDebut, dateFin }, TODAY);
    expect(statut('2026-11-26', '2027-01-01')).toBe('A_VENIR');
    expect(statut(TODAY, '2027-12-01')).toBe('VALIDE');
    expect(statut('2025-01-01', '2026-12-26')).toBe('VALIDE');
    expect(statut('2025-01-01', '2026-12-25')).toBe('EXPIRE_BIENTOT');
    expect(statut('2025-01-01', TODAY)).toBe('EXPIRE_BIENTOT');
    expect(statut('2025-01-01', '2026-11-24')).toBe('EXPIREE');
    expect(validiteStatut({ dateDebut: null, dateFin: null }, TODAY)).toBeNull();
  });

  it('hides only expired qualifications and insurances from the public', () => {
    const expired = { dateDebut: '2020-01-01', dateFin: '2026-11-24' };
    expect(isShownPublicly({ type: 'NORME', ...expired }, TODAY)).toBe(false);
    expect(isShownPublicly({ type: 'ASSURANCE', ...expired }, TODAY)).toBe(false);
    expect(isShownPublicly({ type: 'NORME', dateDebut: null, dateFin: null }, TODAY)).toBe(true);
    expect(isShownPublicly({ type: 'IMG_REALISATION', dateDebut: null, dateFin: null }, TODAY)).toBe(true);
  });

  it('counts as RGE only a checked certification with the mention, valid today', () => {
    const rge = (dates: object, extra: object = {}) =>
      isValidRge({ type: 'NORME', ...QUALIBAT, rge: true, verifiee: true, ...dates, ...extra }, TODAY);
    expect(rge({})).toBe(true);
    // Declared by the artisan only: no badge until an administrator checks it.
    expect(rge({}, { verifiee: false })).toBe(false);
    expect(rge({ dateFin: TODAY })).toBe(true);
    expect(rge({ dateFin: '2026-11-24' })).toBe(false);
    expect(rge({ dateDebut: '2026-11-26' })).toBe(false);
    expect(rge({}, { rge: false })).toBe(false);
    expect(rge({}, { type: 'ASSURANCE' })).toBe(false);
  });

  it('says the validity in French, and warns the artisan or the administrator', () => {
    expect(validiteText({ dateDebut: '2024-01-01', dateFin: '2027-03-12' }, TODAY)).toBe(
      'Valide jusqu’au 12 mars 2027',
    );
    expect(validiteText({ dateDebut: '2027-03-01', dateFin: '2031-02-28' }, TODAY)).toBe(
      'Valide du 1er mars 2027 au 28 février 2031',
    );
    expect(validiteWarning({ dateDebut: '2024-01-01', dateFin: '2026-12-01' }, TODAY)).toBe(
      'Expire le 1er décembre 2026 : pensez à la renouveler.',
    );
    expect(validiteWarning({ dateDebut: '2020-01-01', dateFin: '2026-03-12' }, TODAY)).toBe(
      'Expirée le 12 mars 2026 : elle n’est plus affichée sur votre page publique.',
    );
    expect(validiteWarning({ dateDebut: '2020-01-01', dateFin: '2026-03-12' }, TODAY, 'admin')).toBe(
      'Expirée le 12 mars 2026 : elle n’est plus affichée sur la page publique de l’artisan.',
    );
    expect(validiteWarning({ dateDebut: '2024-01-01', dateFin: '2027-12-01' }, TODAY)).toBeNull();
  });
});
