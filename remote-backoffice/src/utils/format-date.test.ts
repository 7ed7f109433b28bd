import { formatDate, formatDateTime, formatMonth, formatShortDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes a moment in French, in Paris time', () => {
    // 13:05 UTC is 14:05 in Paris in November (UTC+1), 15:05 in July (UTC+2).
    expect(formatDateTime('2026-11-24T13:05:00.000Z')).toBe('24 novembre 2026 à 14\u00a0h\u00a005');
    expect(formatDateTime('2026-07-01T07:05:00.000Z')).toBe('1er juillet 2026 à 9\u00a0h\u00a005');
  });

  it('leaves a value that is not a date as it came', () => {
    expect(formatDateTime('bientôt')).toBe('bientôt');
  });
});

describe('formatShortDateTime', () => {
  it('writes a moment in figures, in Paris time', () => {
    expect(formatShortDateTime('2026-11-24T13:05:00.000Z')).toBe('24/11/2026 à 14\u00a0h\u00a005');
    expect(formatShortDateTime('2026-07-02T13:05:00.000Z')).toBe('02/07/2026 à 15\u00a0h\u00a005');
  });

  it('leaves a value that is not a date as it came', () => {
    expect(formatShortDateTime('bientôt')).toBe('bientôt');
  });
});

describe('formatDate', () => {
  it('writes the day in French, in Paris time', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2026-05-12T09:30:00.000Z')).toBe('12 mai 2026');
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('1 janvier 2026');
  });

  it('leaves a value that is not a date as it came', () => {
    expect(formatDate('hier')).toBe('hier');
  });
});

describe('formatMonth', () => {
  it('writes a month and its year in French', () => {
    expect(formatMonth('2026-09')).toBe('septembre 2026');
    expect(formatMonth('2025-01')).toBe('janvier 2025');
    expect(formatMonth('2024-12')).toBe('décembre 2024');
  });

  it('leaves a value that is not a month as it came', () => {
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('bientôt')).toBe('bientôt');
  });
});
