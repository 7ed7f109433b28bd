import { REGISTRES_SKIP_REASONS } from '@annuaire/shared/contract/registres-messages';
import {
  departementsText,
  durationText,
  formatCount,
  reasonRows,
  roleLabel,
  sizeText,
  statutLabel,
  totalCount,
} from './import-texts';

// Intl writes French thousands with a narrow no-break space.
const figures = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

describe('the texts of « Imports des registres »', () => {
  it('names each statut in words', () => {
    expect(statutLabel('en_cours')).toBe('En cours');
    expect(statutLabel('termine')).toBe('Terminé');
    expect(statutLabel('echec')).toBe('Échec');
  });

  it('names the départements, or the whole of France without them', () => {
    expect(departementsText(null)).toBe('Toute la France');
    expect(departementsText(['19', '2A', '46'])).toBe('19, 2A, 46');
  });

  it.each([
    ['2026-11-24T13:05:00.000Z', '2026-11-24T13:05:00.400Z', 'moins d’1 s'],
    ['2026-11-24T13:05:00.000Z', '2026-11-24T13:05:45.000Z', '45 s'],
    ['2026-11-24T13:05:00.000Z', '2026-11-24T13:08:05.000Z', '3 min 5 s'],
    ['2026-11-24T13:05:00.000Z', '2026-11-24T14:07:30.000Z', '1 h 2 min'],
  ])('writes the time from %s to %s as « %s »', (start, end, text) => {
    expect(durationText(start, end)).toBe(text);
  });

  it('has no duration while the run goes on, or for a date it cannot read', () => {
    expect(durationText('2026-11-24T13:05:00.000Z', null)).toBeNull();
    expect(durationText('hier', '2026-11-24T13:05:00.000Z')).toBeNull();
  });

  it('writes counts and sizes in French figures, the exact bytes kept', () => {
    expect(figures(formatCount(1234567))).toBe('1 234 567');
    expect(sizeText(1)).toBe('1 octet');
    expect(sizeText(512)).toBe('512 octets');
    expect(figures(sizeText(5113))).toBe('5,0 Ko (5 113 octets)');
    expect(figures(sizeText(8_589_934_592))).toBe('8,0 Go (8 589 934 592 octets)');
  });

  it('lists the reasons that counted rows, in the contract’s order and words', () => {
    const counts = { sansMetier: 1, ferme: 2, horsDepartements: 0 };
    expect(reasonRows(counts, REGISTRES_SKIP_REASONS)).toEqual([
      ['Établissement fermé', 2],
      ['Activité du bâtiment sans métier de l’annuaire', 1],
    ]);
    expect(totalCount(counts)).toBe(3);
    expect(totalCount({})).toBe(0);
  });

  it('names a file by its role, as the command’s report does', () => {
    expect(roleLabel('etablissements')).toBe('Stock des établissements');
    expect(roleLabel('rge')).toBe('Liste des entreprises RGE');
    expect(roleLabel('autre')).toBe('Autre');
  });
});
