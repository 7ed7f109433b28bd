import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes a moment in French, in Paris time', () => {
    // 13:05 UTC is 14:05 in Paris in November (UTC+1), 15:05 in July (UTC+2).
    expect(formatDateTime('2026-11-24T13:05:00.000Z')).toBe('24 novembre 2026 à 14:05');
    expect(formatDateTime('2026-07-02T13:05:00.000Z')).toBe('2 juillet 2026 à 15:05');
  });

  it('leaves a value that is not a date as it came', () => {
    expect(formatDateTime('bientôt')).toBe('bientôt');
  });
});
