import { FAST_REPLY_RULE, formatDateTime, formatDelai, inboxTitle } from './demande-format';

/** The non-breaking spaces of the texts as spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the inbox’s French texts', () => {
  it('dates a request in Paris time, winter and summer, with « 1er » and hours without a leading zero', () => {
    expect(formatDateTime('2026-11-24T13:05:00.000Z')).toBe('le 24 novembre 2026 à 14\u00a0h\u00a005');
    expect(plain(formatDateTime('2026-07-01T06:45:00.000Z'))).toBe('le 1er juillet 2026 à 8 h 45');
    expect(plain(formatDateTime('2026-12-31T23:30:00.000Z'))).toBe('le 1er janvier 2027 à 0 h 30');
    expect(formatDateTime('pas une date')).toBe('pas une date');
  });

  it('counts the requests not yet handled in the heading, and none when there is none', () => {
    expect(inboxTitle(2, 5)).toBe('Demandes reçues (2 non traitées)');
    expect(inboxTitle(1, 5)).toBe('Demandes reçues (1 non traitée)');
    expect(inboxTitle(0, 5)).toBe('Demandes reçues (toutes traitées)');
    expect(inboxTitle(0, 0)).toBe('Demandes reçues');
  });

  it('says the median time in hours under the badge’s threshold, never rounded up to it, then in days', () => {
    expect(formatDelai(0.4)).toBe('moins d’une heure');
    expect(formatDelai(5.2)).toBe('5\u00a0h');
    expect(plain(formatDelai(47.8))).toBe('47 h');
    expect(plain(formatDelai(48))).toBe('2 jours');
    expect(plain(formatDelai(80))).toBe('3 jours');
  });

  it('gives the badge’s rule from the contract’s limits', () => {
    expect(plain(FAST_REPLY_RULE)).toBe(
      'Il s’affiche à partir de 5 demandes traitées ou en attente depuis plus de 48 h, venant d’au moins 3 personnes différentes, avec un délai médian de traitement inférieur à 48 h. Les demandes envoyées depuis votre compte ou votre adresse e-mail ne comptent pas.',
    );
  });
});
