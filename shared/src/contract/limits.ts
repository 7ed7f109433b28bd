// Business constants and limits of SPEC sections 5 and 9, without any dependency, so that any page can read them
// cheaply. Settings of the interface (timings, the map's view) are in config/ui-settings.ts.

export const LIMITS = {
  imageMaxBytes: 2 * 1024 * 1024,
  imageWidths: [480, 800, 1200, 1920] as const,
  detailsPerType: {
    IMG_PRINCIPALE: 1,
    IMG_REALISATION: 10,
    DESCRIPTION: 1,
    NORME: 10,
    ASSURANCE: 3,
  } as const,
  /** Images uploaded for an artisan and not (yet) used by a detail, at most: above the 1 + 10 a profile shows. */
  unattachedImagesMax: 30,
  /** Images uploaded for one artisan in an hour, at most. */
  uploadsPerHour: 60,
  /** The description must stay strictly under this length. */
  descriptionMaxLength: 500,
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  rayonActiviteMax: 100,
  starsMin: 1,
  starsMax: 5,
  starsDefault: 5,
  passwordMinLength: 8,
  tradePageSize: 10,
} as const;
