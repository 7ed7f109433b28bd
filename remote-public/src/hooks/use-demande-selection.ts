// The visitor's selection for one request (« Ajouter à ma demande »): up to DEMANDE_LIMITS.artisansMax artisans, in
// the order they were chosen, with their names for the dialog, and the postcode of the place the visitor chose for
// the works (the trade page's or the map's address), which pre-fills the request form. One store for the whole tab,
// kept in sessionStorage: the trade page's boxes, the profile's button and the map popup's button share it, and
// it survives opening a profile to compare and coming back (a selection held by one page was lost then). It ends
// with the tab, or once the request is sent.
// Server rendering: the server and the browser's hydrating render read the empty selection (getServerSnapshot),
// never window; React then renders again with the stored one, so that the HTML and the hydration always match.
import { useSyncExternalStore } from 'react';
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande-limits';
import type { DemandeArtisan } from '../components/demande-dialog-slot';

export interface DemandeSelectionState {
  /** The chosen artisans, first chosen first. */
  artisans: readonly DemandeArtisan[];
  /** The postcode of the works' place last chosen on the trade page or the map, or ''. */
  codePostal: string;
}

/** Why another artisan cannot be added. */
export const DEMANDE_SELECTION_FULL = `${DEMANDE_LIMITS.artisansMax} artisans au plus par demande`;

export const DEMANDE_SELECTION_KEY = 'annuaire:demande-selection';
const EMPTY: DemandeSelectionState = { artisans: [], codePostal: '' };
const POSTCODE = /^\d{5}$/;
/** A name as the directory holds it is far shorter; a longer stored one was not written by this page. */
const NAME_MAX = 300;

/** The last state read or written, and the stored text it came from: one object while the text stays the same. */
let current: DemandeSelectionState = EMPTY;
let currentText: string | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the selection then lives as long as the page.
    return null;
  }
}

/** What sessionStorage holds, as far as it is a selection this page wrote; anything else reads as empty. */
export function parseSelection(text: string | null): DemandeSelectionState {
  if (!text) return EMPTY;
  try {
    const value = JSON.parse(text) as { artisans?: unknown; codePostal?: unknown };
    const artisans = Array.isArray(value.artisans)
      ? value.artisans
          .filter(
            (item): item is DemandeArtisan =>
              typeof item === 'object' &&
              item !== null &&
              Number.isSafeInteger((item as DemandeArtisan).id) &&
              (item as DemandeArtisan).id > 0 &&
              typeof (item as DemandeArtisan).entrepriseNom === 'string' &&
              (item as DemandeArtisan).entrepriseNom.length <= NAME_MAX,
          )
          .filter((item, index, all) => all.findIndex((other) => other.id === item.id) === index)
          .slice(0, DEMANDE_LIMITS.artisansMax)
          .map(({ id, entrepriseNom }) => ({ id, entrepriseNom }))
      : [];
    const codePostal =
      typeof value.codePostal === 'string' && POSTCODE.test(value.codePostal) ? value.codePostal : '';
    return { artisans, codePostal };
  } catch {
    return EMPTY;
  }
}

function read(): DemandeSelectionState {
  const store = storage();
  // Without storage, the memory is the selection.
  if (!store) return current;
  const text = store.getItem(DEMANDE_SELECTION_KEY);
  if (text !== currentText) {
    currentText = text;
    current = parseSelection(text);
  }
  return current;
}

function write(next: DemandeSelectionState): void {
  current = next;
  const text = JSON.stringify(next);
  try {
    storage()?.setItem(DEMANDE_SELECTION_KEY, text);
    currentText = text;
  } catch {
    // Full or refused: kept in memory for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Checks or unchecks one artisan; one beyond the limit is ignored. */
export function toggleDemandeArtisan(artisan: DemandeArtisan, checked: boolean): void {
  const state = read();
  const present = state.artisans.some((item) => item.id === artisan.id);
  if (!checked) {
    if (present) write({ ...state, artisans: state.artisans.filter((item) => item.id !== artisan.id) });
    return;
  }
  if (present || state.artisans.length >= DEMANDE_LIMITS.artisansMax) return;
  write({
    ...state,
    artisans: [...state.artisans, { id: artisan.id, entrepriseNom: artisan.entrepriseNom }],
  });
}

/** Empties the chosen artisans (« Vider la sélection », a request sent); the place stays for the next request. */
export function clearDemandeArtisans(): void {
  const state = read();
  if (state.artisans.length > 0) write({ ...state, artisans: [] });
}

/** Remembers the postcode of the place chosen for the works (an address without one is ignored). */
export function rememberDemandePlace(codePostal: string | undefined): void {
  if (!codePostal || !POSTCODE.test(codePostal)) return;
  const state = read();
  if (state.codePostal !== codePostal) write({ ...state, codePostal });
}

export interface DemandeSelection {
  chosen: readonly DemandeArtisan[];
  codePostal: string;
  isChosen(id: number): boolean;
  /** As many as a request may name: no other can be added. */
  full: boolean;
  toggle(artisan: DemandeArtisan, checked: boolean): void;
  clear(): void;
}

export function useDemandeSelection(): DemandeSelection {
  const state = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    chosen: state.artisans,
    codePostal: state.codePostal,
    isChosen: (id) => state.artisans.some((item) => item.id === id),
    full: state.artisans.length >= DEMANDE_LIMITS.artisansMax,
    toggle: toggleDemandeArtisan,
    clear: clearDemandeArtisans,
  };
}
