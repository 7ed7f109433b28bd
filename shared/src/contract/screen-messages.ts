// The texts of SPEC section 8 that the pages of the directory show while they load, when they are empty or fail,
// without any dependency: the shell's frame and the public pages import these few instead of every message of the
// contract (MESSAGES holds them too).

export const SCREEN_MESSAGES = {
  geolocationFailed: 'La géolocalisation est impossible',
  tradesLoading: 'Chargement en cours...',
  tradesLoadError: 'Erreur de chargement des corps de métier',
  artisansLoading: 'Chargement des artisans...',
  noArtisanForTrade: 'Aucun artisan trouvé pour cette spécialité.',
  artisanLoading: "Chargement des données de l'artisan...",
  notFoundPage: 'Page non trouvée',
  remoteUnavailable: 'Ce service est momentanément indisponible.',
} as const;
