// PUT /api/artisan/{id}: the editor's fields (years of experience, radius, trades). An artisan sends only those;
// an admin must send the whole artisan, so the loaded profile fills in the rest unchanged.
import { updateArtisan } from '@annuaire/shared/client/artisans';
import type {
  Artisan,
  ArtisanInput,
  ArtisanPublic,
  ArtisanSelfUpdate,
} from '@annuaire/shared/contract/artisan';
import type { Role } from '@annuaire/shared/contract/auth';
import { queryKeys } from '@annuaire/shared/query/keys';
import { useArtisanWrite } from './use-artisan-write';

export function saveArtisanFields(
  artisan: ArtisanPublic,
  fields: ArtisanSelfUpdate,
  role: Role,
): Promise<Artisan> {
  if (role !== 'ROLE_ADMIN') return updateArtisan(artisan.id, fields);
  const whole: ArtisanInput = {
    userId: artisan.userId ?? 0,
    entrepriseNom: artisan.entrepriseNom,
    adresse: artisan.adresse,
    anneeExperience: fields.anneeExperience,
    rayonActivite: fields.rayonActivite,
    latitude: artisan.latitude,
    longitude: artisan.longitude,
    siret: artisan.siret,
    siren: artisan.siren,
    googlePlaceId: artisan.googlePlaceId,
    dateCreationEntreprise: artisan.dateCreationEntreprise,
    specialites: fields.specialites,
    depannageUrgence: fields.depannageUrgence,
    depannageHoraires: fields.depannageHoraires,
    disponibleSousJours: fields.disponibleSousJours,
  };
  return updateArtisan(artisan.id, whole);
}

export interface ArtisanFieldsWrite {
  /** The profile as loaded (an admin's write sends the rest of it unchanged). */
  artisan: ArtisanPublic;
  fields: ArtisanSelfUpdate;
  role: Role;
}

/**
 * The write of the editor's fields. Radius, experience and trades also show in the lists: every artisan list
 * (`queryKeys.artisans()`, a prefix of the artisan's own keys) and the pages of the trades it had and has.
 */
export function useSaveArtisanFields(artisanId: number) {
  return useArtisanWrite(
    artisanId,
    ({ artisan, fields, role }: ArtisanFieldsWrite) => saveArtisanFields(artisan, fields, role),
    ({ artisan, fields }) => [
      queryKeys.artisans(),
      ...[...new Set([...artisan.specialites, ...fields.specialites])].map((id) => queryKeys.specialite(id)),
    ],
  );
}
