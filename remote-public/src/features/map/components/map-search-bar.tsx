// The map's search bar (SPEC 2): a selector between 'Métier' and 'Lieu', then the trade search or the place search
// (the shared address combobox; choosing a suggestion recentres the map). Enter on a place typed but not chosen
// takes its first suggestion (issue 21), or says that no place matches and leaves the map where it is.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { AddressSearch, type AddressSearchHandle } from '@annuaire/shared/ui/address-search';
import { FieldError } from '@annuaire/shared/ui/field';
import type { Loadable } from '../../../utils/loadable';
import { TradeSearch } from './trade-search';
import styles from './map-search-bar.module.css';

export type SearchMode = 'metier' | 'lieu';
export const PLACE_PLACEHOLDER = 'Recherche par lieu...';
const PLACE_ERROR_ID = 'map-place-search-erreur';

/** The answer to Enter on a place typed that no address matches. */
export function noPlaceMatchText(typed: string): string {
  return `Aucun lieu ne correspond à « ${typed.trim()} ».`;
}

export interface MapSearchBarProps {
  mode: SearchMode;
  onModeChange(mode: SearchMode): void;
  specialites: Loadable<Specialite[]>;
  selectedTrade: Specialite | null;
  onSelectTrade(id: number | null): void;
  tradeQuery: string;
  onTradeQueryChange(query: string): void;
  placeQuery: string;
  onPlaceQueryChange(query: string): void;
  onPlaceSelect(feature: AddressFeature): void;
}

export function MapSearchBar({
  mode,
  onModeChange,
  specialites,
  selectedTrade,
  onSelectTrade,
  tradeQuery,
  onTradeQueryChange,
  placeQuery,
  onPlaceQueryChange,
  onPlaceSelect,
}: MapSearchBarProps) {
  const placeSearch = useRef<AddressSearchHandle>(null);
  // The place last chosen, and the text as typed now (for an answer that arrives after the visitor typed on).
  const chosenPlace = useRef<AddressFeature | null>(null);
  const typedPlace = useRef(placeQuery);
  const searching = useRef(false);
  const [placeError, setPlaceError] = useState<string | null>(null);

  function selectPlace(feature: AddressFeature) {
    chosenPlace.current = feature;
    setPlaceError(null);
    onPlaceSelect(feature);
  }

  async function searchTypedPlace() {
    const text = placeQuery;
    if (text.trim() === '' || searching.current) return;
    const chosen = chosenPlace.current;
    if (chosen && chosen.properties.label === text) {
      onPlaceSelect(chosen);
      return;
    }
    searching.current = true;
    const first = (await placeSearch.current?.chooseFirst()) ?? null;
    searching.current = false;
    if (!first && typedPlace.current === text) setPlaceError(noPlaceMatchText(text));
  }

  function handlePlaceKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The combobox has used an Enter that chose its active suggestion; an IME's Enter ends a composition.
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void searchTypedPlace();
  }

  return (
    <div role="search" className={styles.bar} aria-label="Recherche sur la carte">
      <div className={styles.mode}>
        <label htmlFor="map-search-mode" className="visually-hidden">
          Type de recherche
        </label>
        <select
          id="map-search-mode"
          className={styles.modeSelect}
          value={mode}
          onChange={(event) => {
            setPlaceError(null);
            onModeChange(event.target.value as SearchMode);
          }}
        >
          <option value="metier">Métier</option>
          <option value="lieu">Lieu</option>
        </select>
      </div>
      <div className={styles.field}>
        {mode === 'metier' ? (
          <TradeSearch
            specialites={specialites}
            selected={selectedTrade}
            onSelect={onSelectTrade}
            query={tradeQuery}
            onQueryChange={onTradeQueryChange}
          />
        ) : (
          <div className={styles.place} onKeyDown={handlePlaceKeyDown}>
            <AddressSearch
              id="map-place-search"
              handleRef={placeSearch}
              label="Recherche par lieu"
              hideLabel
              placeholder={PLACE_PLACEHOLDER}
              value={placeQuery}
              onValueChange={(value) => {
                typedPlace.current = value;
                setPlaceError(null);
                onPlaceQueryChange(value);
              }}
              onSelect={selectPlace}
              invalid={placeError !== null}
              describedBy={placeError ? PLACE_ERROR_ID : undefined}
            />
            {placeError ? (
              <div role="alert">
                <FieldError id={PLACE_ERROR_ID} error={placeError} />
              </div>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
