// The artisan form's values (text as typed) and their conversion to and from the contract's ArtisanInput, which
// validates them: userId, rayonActivite, siret and siren required, anneeExperience optional and numeric, and the
// urgency fields of contract/urgence.ts (the hours required with « Dépannage en urgence »).
import type { AddressFeature } from '@annuaire/shared/contract/address';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';

export interface ArtisanFormValues {
  userId: string;
  entrepriseNom: string;
  rue: string;
  ville: string;
  codePostal: string;
  pays: string;
  latitude: number | null;
  longitude: number | null;
  rayonActivite: string;
  siret: string;
  siren: string;
  anneeExperience: string;
  specialites: number[];
  depannageUrgence: boolean;
  depannageHoraires: string;
  disponibleSousJours: string;
}

export const EMPTY_ARTISAN_FORM: ArtisanFormValues = {
  userId: '',
  entrepriseNom: '',
  rue: '',
  ville: '',
  codePostal: '',
  pays: 'France',
  latitude: null,
  longitude: null,
  rayonActivite: '',
  siret: '',
  siren: '',
  anneeExperience: '',
  specialites: [],
  depannageUrgence: false,
  depannageHoraires: '',
  disponibleSousJours: '',
};

export function formValuesOf(artisan: ArtisanPublic): ArtisanFormValues {
  return {
    userId: artisan.userId === null ? '' : String(artisan.userId),
    entrepriseNom: artisan.entrepriseNom,
    rue: artisan.adresse.rue,
    ville: artisan.adresse.ville,
    codePostal: artisan.adresse.codePostal,
    pays: artisan.adresse.pays || 'France',
    latitude: artisan.latitude,
    longitude: artisan.longitude,
    rayonActivite: String(artisan.rayonActivite),
    siret: artisan.siret,
    siren: artisan.siren,
    anneeExperience: artisan.anneeExperience === null ? '' : String(artisan.anneeExperience),
    specialites: [...artisan.specialites],
    depannageUrgence: artisan.depannageUrgence,
    depannageHoraires: artisan.depannageHoraires ?? '',
    // An expired availability comes as null: blank, as the editor shows it.
    disponibleSousJours: artisan.disponibleSousJours === null ? '' : String(artisan.disponibleSousJours),
  };
}

/** The payload to validate with ArtisanInputSchema: a blank required number stays missing (its French message),
 * a blank experience or availability is null (none). An availability as `saved` had it is left out: saving it
 * would date it from today (contract/urgence.ts), when the admin changed something else. */
export function payloadOf(values: ArtisanFormValues, saved?: ArtisanFormValues): Record<string, unknown> {
  const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const disponible = values.disponibleSousJours.trim();
  return {
    userId: blankToUndefined(values.userId),
    entrepriseNom: values.entrepriseNom,
    adresse: { rue: values.rue, ville: values.ville, codePostal: values.codePostal, pays: values.pays },
    anneeExperience: values.anneeExperience.trim() === '' ? null : values.anneeExperience.trim(),
    rayonActivite: blankToUndefined(values.rayonActivite),
    latitude: values.latitude,
    longitude: values.longitude,
    siret: values.siret.replace(/\s+/g, ''),
    siren: values.siren.replace(/\s+/g, ''),
    specialites: values.specialites,
    depannageUrgence: values.depannageUrgence,
    depannageHoraires: values.depannageUrgence ? values.depannageHoraires.trim() : null,
    disponibleSousJours:
      saved && saved.disponibleSousJours.trim() === disponible
        ? undefined
        : disponible === ''
          ? null
          : Number(disponible),
  };
}

/** The street, town, postcode and coordinates of a chosen address suggestion ("12 Rue X 19100 Brive" → "12 Rue X"). */
export function addressOf(
  feature: AddressFeature,
): Pick<ArtisanFormValues, 'rue' | 'ville' | 'codePostal' | 'latitude' | 'longitude'> {
  const { label, postcode = '', city = '', type } = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  let rue = '';
  if (type !== 'municipality') {
    const suffix = [postcode, city].filter(Boolean).join(' ');
    rue = suffix && label.endsWith(suffix) ? label.slice(0, -suffix.length).trim() : label;
  }
  return {
    rue,
    ville: city || (type === 'municipality' ? label : ''),
    codePostal: postcode,
    latitude,
    longitude,
  };
}
