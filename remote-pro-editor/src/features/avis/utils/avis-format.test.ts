import { invitationFixture } from '../test/avis-fixtures';
import {
  formatDay,
  formatMonth,
  invitationForDemande,
  invitationStateText,
  remainingText,
  starsText,
} from './avis-format';

describe('the French texts of « Avis clients »', () => {
  it('dates in Paris time, and months in words', () => {
    expect(formatDay('2026-11-12T10:00:00.000Z')).toBe('12 novembre 2026');
    // 23:30 UTC on 31 December is already the next day in Paris.
    expect(formatDay('2026-12-31T23:30:00.000Z')).toBe('1 janvier 2027');
    expect(formatDay('pas une date')).toBe('pas une date');
    expect(formatMonth('2026-02')).toBe('février 2026');
    expect(formatMonth('2026-13')).toBe('2026-13');
  });

  it('says where an invitation stands', () => {
    const dateExpiration = '2026-12-20T09:00:00.000Z';
    expect(invitationStateText({ etat: 'VALIDE', dateExpiration })).toBe(
      'Lien valable jusqu’au 20 décembre 2026',
    );
    expect(invitationStateText({ etat: 'UTILISEE', dateExpiration })).toBe('Avis déposé');
    expect(invitationStateText({ etat: 'EXPIREE', dateExpiration })).toBe('Lien expiré');
  });

  it('counts the invitations left today, in the singular under two', () => {
    expect(remainingText(20)).toBe('20 invitations restantes aujourd’hui');
    expect(remainingText(1)).toBe('1 invitation restante aujourd’hui');
    expect(remainingText(0)).toBe('0 invitation restante aujourd’hui');
  });

  it('gives the stars in words, a missing count counting 5', () => {
    expect(starsText({ nombreEtoiles: 4 })).toBe('4 sur 5');
    expect(starsText({ nombreEtoiles: null })).toBe('5 sur 5');
  });

  it('finds the newest working or used invitation of a request, never an expired one', () => {
    const older = invitationFixture({
      demandeId: 31,
      dateEnvoi: '2026-10-01T09:00:00.000Z',
      etat: 'UTILISEE',
    });
    const newer = invitationFixture({ demandeId: 31, dateEnvoi: '2026-11-01T09:00:00.000Z' });
    const expired = invitationFixture({ demandeId: 32, etat: 'EXPIREE' });
    const other = invitationFixture({ demandeId: null });
    expect(invitationForDemande([older, newer, expired, other], 31)).toBe(newer);
    expect(invitationForDemande([older, newer, expired, other], 32)).toBeUndefined();
    expect(invitationForDemande([], 31)).toBeUndefined();
  });
});
