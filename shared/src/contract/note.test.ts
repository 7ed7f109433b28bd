import { DateExperienceSchema, NOTE_MESSAGES, StarsSchema, recentMonths } from './note';

describe('recentMonths', () => {
  it('lists the months up to the current one in France, newest first, across a new year', () => {
    // 31 December 2025 at 23:30 UTC is already January 2026 in Paris.
    expect(recentMonths(3, new Date('2025-12-31T23:30:00Z'))).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(recentMonths(13, new Date('2026-05-10T12:00:00Z')).at(-1)).toBe('2025-05');
  });
});

describe('review messages written for people', () => {
  it('asks to choose a note, in stars', () => {
    const result = StarsSchema.safeParse(0);
    expect(result.error?.issues[0]?.message).toBe('Choisissez une note de 1 à 5 étoiles.');
    expect(NOTE_MESSAGES.stars).toBe('Choisissez une note de 1 à 5 étoiles.');
  });

  it('asks to choose the month, without a format to type', () => {
    const result = DateExperienceSchema.safeParse('');
    expect(result.error?.issues[0]?.message).toBe('Choisissez le mois de la prestation.');
  });
});
