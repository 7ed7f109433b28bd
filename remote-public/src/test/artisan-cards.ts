// Test data of the directory's pages: an artisan's card as the API's pages of cards give it.
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';

/** « Entreprise N » of Brive-la-Gaillarde, a plumber with a main image and no review yet; `extra` overrides. */
export function cardOf(id: number, extra: Partial<ArtisanCard> = {}): ArtisanCard {
  return {
    id,
    entrepriseNom: `Entreprise ${id}`,
    ville: 'Brive-la-Gaillarde',
    codePostal: '19100',
    rayonActivite: 20,
    latitude: 45.15,
    longitude: 1.53,
    imagePrincipale: { pathImg: `/uploads/artisans/${id}/main.webp`, description: null },
    specialites: [{ id: 1, metier: 'Plombier' }],
    moyenne: 0,
    nombreAvis: 0,
    rge: false,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
    ...extra,
  };
}
