import { foundingText, foundingYear, sirenRecordUrl } from './company';

describe('the founding year', () => {
  it('is the year of the date the API gives', () => {
    expect(foundingYear('2009-05-12')).toBe('2009');
    expect(foundingText('2009-05-12')).toBe('Entreprise créée en 2009');
    expect(foundingText('1987-01-01')).toBe('Entreprise créée en 1987');
  });

  it('is none without a date or with an unreadable one', () => {
    expect(foundingYear(null)).toBeNull();
    expect(foundingText(null)).toBeNull();
    expect(foundingText('')).toBeNull();
    expect(foundingText('mai 2009')).toBeNull();
  });
});

describe('the SIREN', () => {
  it('link a SIREN to its public record on the national directory of companies', () => {
    expect(sirenRecordUrl('732829320')).toBe(
      'https://annuaire-entreprises.data.gouv.fr/entreprise/732829320',
    );
    expect(sirenRecordUrl('73282932')).toBeNull();
    expect(sirenRecordUrl('../../x')).toBeNull();
  });
});
