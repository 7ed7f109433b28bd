import { ALERTES_MESSAGES, AlertesDemandesSchema, firstWords, parisDay } from './demande-alertes';

describe('AlertesDemandesSchema', () => {
  it.each(['CHAQUE', 'QUOTIDIEN'])('accepts %s', (mode) => {
    expect(AlertesDemandesSchema.parse({ mode })).toEqual({ mode });
  });

  it.each([[{ mode: 'HEBDO' }], [{ mode: null }], [{}]])('refuses %j in French', (value) => {
    const result = AlertesDemandesSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([ALERTES_MESSAGES.mode]);
  });
});

describe('firstWords', () => {
  it('keeps the first words on one line and marks the cut', () => {
    expect(firstWords('Bonjour,\n\nune   fuite sous l’évier', 3)).toBe('Bonjour, une fuite…');
    expect(firstWords('  Une fuite.  ', 3)).toBe('Une fuite.');
  });
});

describe('parisDay', () => {
  it('is the calendar day in Paris, whatever the UTC day', () => {
    expect(parisDay(new Date('2026-11-28T22:59:00Z'))).toBe('2026-11-28');
    expect(parisDay(new Date('2026-11-28T23:00:00Z'))).toBe('2026-11-29');
    // Summer time: UTC+2.
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
