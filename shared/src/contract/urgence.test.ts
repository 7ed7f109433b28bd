import { ArtisanSelfUpdateSchema } from './artisan';
import {
  delaiReponseHeures,
  delaiReponseLabel,
  disponibiliteLabel,
  disponibiliteWithDate,
  URGENCE_LIMITS,
  URGENCE_MESSAGES,
} from './urgence';

const base = { anneeExperience: 5, rayonActivite: 20, specialites: [1] };
const messageOf = (value: unknown) => {
  const result = ArtisanSelfUpdateSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('urgency and availability in the contract', () => {
  it('bounds the hours and requires them with the emergency service', () => {
    expect(messageOf({ ...base, depannageUrgence: true, depannageHoraires: '7j/7' })).toBeNull();
    expect(messageOf({ ...base, depannageUrgence: true })).toBe(URGENCE_MESSAGES.horairesRequired);
    expect(
      messageOf({
        ...base,
        depannageUrgence: true,
        depannageHoraires: 'x'.repeat(URGENCE_LIMITS.horairesMax + 1),
      }),
    ).toBe(URGENCE_MESSAGES.horairesTooLong);
    expect(messageOf({ ...base, depannageUrgence: true, depannageHoraires: 'a\nb' })).toBe(
      URGENCE_MESSAGES.horairesSingleLine,
    );
  });

  it('takes a delay of 1 to 90 whole days, or null', () => {
    expect(messageOf({ ...base, disponibleSousJours: 1 })).toBeNull();
    expect(messageOf({ ...base, disponibleSousJours: 90 })).toBeNull();
    expect(messageOf({ ...base, disponibleSousJours: null })).toBeNull();
    for (const bad of [0, 91, 1.5]) {
      expect(messageOf({ ...base, disponibleSousJours: bad })).toBe(URGENCE_MESSAGES.disponibleSousJours);
    }
  });

  it('writes the availability with the day it was given, in French', () => {
    expect(disponibiliteLabel(1)).toBe('Disponible sous 1 jour');
    expect(disponibiliteWithDate(3, '2026-11-12')).toBe('Disponible sous 3 jours · indiqué le 12 novembre');
  });

  it('gives the median reply time from the minimum number of requests only', () => {
    expect(delaiReponseHeures(URGENCE_LIMITS.delaiReponseMinDemandes - 1, 240)).toBeNull();
    expect(delaiReponseHeures(URGENCE_LIMITS.delaiReponseMinDemandes, 240)).toBe(4);
    expect(delaiReponseHeures(URGENCE_LIMITS.delaiReponseMinDemandes, null)).toBeNull();
    expect(delaiReponseLabel(4)).toBe('Répond en général en 4 h');
    expect(delaiReponseLabel(0.5)).toBe('Répond en général en moins d’une heure');
    expect(delaiReponseLabel(72)).toBe('Répond en général en 3 jours');
  });
});
