// Settings of the interface (SPEC section 9's timings, the map's default view, the address search's pace): how the
// screens behave, not rules of the data, so they live outside the contract. Without any dependency.

export const UI_SETTINGS = {
  /** Characters typed before the address search asks, suggestions shown, pause before asking. */
  addressMinChars: 3,
  addressMaxSuggestions: 5,
  addressDebounceMs: 300,
  /** Pause after typing before a back-office list searches. */
  searchDebounceMs: 300,
  /** Pause after typing before a form's combobox asks the API for its suggestions (the artisan form's owner). */
  comboboxDebounceMs: 150,
  /** The home page's carousel. */
  carouselTransitionMs: 500,
  carouselAutoplayMs: 3000,
  /** How long a toast stays: the public site and the editor, the back office. */
  toastPublicMs: 2000,
  toastBackofficeMs: 5000,
  /** The map's default centre (Brive-la-Gaillarde) and zooms. */
  mapDefaultCenter: { latitude: 45.150002, longitude: 1.53333 },
  mapDefaultZoom: 10,
  mapRecenterZoom: 12,
} as const;
