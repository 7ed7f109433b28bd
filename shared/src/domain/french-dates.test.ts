import { frenchDate, frenchDateTime, frenchDay, frenchMonth, frenchShortDateTime } from './french-dates';

describe('frenchMonth', () => {
  it('writes a month YYYY-MM in French', () => {
    expect(frenchMonth('2026-02')).toBe('février 2026');
    expect(frenchMonth('2025-08')).toBe('août 2025');
    expect(frenchMonth('2024-12')).toBe('décembre 2024');
  });

  it('returns null for anything that is not a month', () => {
    expect(frenchMonth('2026-13')).toBeNull();
    expect(frenchMonth('2026-00')).toBeNull();
    expect(frenchMonth('2026-2')).toBeNull();
    expect(frenchMonth('')).toBeNull();
  });
});

describe('frenchDay', () => {
  it('writes the day in France of an instant', () => {
    expect(frenchDay('2026-03-12T10:00:00Z')).toBe('12 mars 2026');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(frenchDay('2025-12-31T23:30:00Z')).toBe('1 janvier 2026');
  });

  it('returns null for a value that is not a date', () => {
    expect(frenchDay('hier')).toBeNull();
  });
});

describe('frenchDate', () => {
  it('writes a day YYYY-MM-DD in French, the first of the month as « 1er »', () => {
    expect(frenchDate('2027-03-12')).toBe('12 mars 2027');
    expect(frenchDate('2027-08-01')).toBe('1er août 2027');
  });

  it('returns null for anything else', () => {
    expect(frenchDate('2027-13-01')).toBeNull();
    expect(frenchDate('2027-03-12T00:00:00Z')).toBeNull();
  });
});

describe('frenchDateTime and frenchShortDateTime', () => {
  it('write a moment in Paris time with the hour as « 14 h 05 », held by non-breaking spaces', () => {
    // 13:05 UTC is 14:05 in Paris in November (UTC+1); 06:45 UTC is 8:45 in July (UTC+2).
    expect(frenchDateTime('2026-11-24T13:05:00.000Z')).toBe('24 novembre 2026 à 14\u00a0h\u00a005');
    expect(frenchDateTime('2026-07-01T06:45:00.000Z')).toBe('1er juillet 2026 à 8\u00a0h\u00a045');
    expect(frenchDateTime('2026-12-31T23:30:00.000Z')).toBe('1er janvier 2027 à 0\u00a0h\u00a030');
    expect(frenchShortDateTime('2026-07-01T06:45:00.000Z')).toBe('01/07/2026 à 8\u00a0h\u00a045');
  });

  it('give null for what is not a date', () => {
    expect(frenchDateTime('bientôt')).toBeNull();
    expect(frenchShortDateTime('bientôt')).toBeNull();
  });
});
