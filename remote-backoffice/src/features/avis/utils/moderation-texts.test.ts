import { AVIS_MESSAGES } from '@annuaire/shared/contract/avis';
import { DECISIONS, moderationDeadline, starsText } from './moderation-texts';

const received = '2026-11-20T13:05:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('starsText', () => {
  it('says the stars in words, a missing count as the default', () => {
    expect(starsText(4)).toBe('4 sur 5');
    expect(starsText(1)).toBe('1 sur 5');
    expect(starsText(null)).toBe('5 sur 5');
  });
});

describe('moderationDeadline', () => {
  it('is 7 days after the review was received, written in Paris time, with the days left', () => {
    expect(moderationDeadline(received, at('2026-11-23T10:00:00.000Z'))).toEqual({
      date: '2026-11-27T13:05:00.000Z',
      late: false,
      text: 'À décider avant le 27 novembre 2026 à 14\u00a0h\u00a005',
      remaining: 'il reste 4 jours',
    });
    expect(moderationDeadline(received, at('2026-11-26T10:00:00.000Z'))?.remaining).toBe('il reste 1 jour');
    expect(moderationDeadline(received, at('2026-11-27T10:00:00.000Z'))?.remaining).toBe(
      'il reste moins d’un jour',
    );
  });

  it('says in words that a review is late once the date has passed', () => {
    expect(moderationDeadline(received, at('2026-11-27T13:05:00.000Z'))).toMatchObject({
      late: true,
      text: 'En retard : à décider avant le 27 novembre 2026 à 14\u00a0h\u00a005',
      remaining: 'délai dépassé de moins d’un jour',
    });
    expect(moderationDeadline(received, at('2026-11-28T14:00:00.000Z'))?.remaining).toBe(
      'délai dépassé de 1 jour',
    );
    expect(moderationDeadline(received, at('2026-12-01T14:00:00.000Z'))?.remaining).toBe(
      'délai dépassé de 4 jours',
    );
  });

  it('has no deadline for a date that is not one', () => {
    expect(moderationDeadline('bientôt', at(received))).toBeNull();
  });
});

describe('DECISIONS', () => {
  it("names each list's decisions and toasts with the API's wording", () => {
    expect(DECISIONS.attente).toEqual({
      publish: 'Publier',
      refuse: 'Refuser',
      confirmRefusal: 'Refuser l’avis',
      published: AVIS_MESSAGES.moderationPublished,
      refused: AVIS_MESSAGES.moderationRefused,
    });
    expect(DECISIONS.signale).toEqual({
      publish: 'Garder l’avis',
      refuse: 'Retirer l’avis',
      confirmRefusal: 'Retirer l’avis',
      published: AVIS_MESSAGES.moderationKept,
      refused: AVIS_MESSAGES.moderationWithdrawn,
    });
  });
});
