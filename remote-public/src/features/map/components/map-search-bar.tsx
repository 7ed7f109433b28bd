// The map's search bar (SPEC 2): a selector between 'Métier' and 'Lieu', then the trade search or the place search
// (the shared address combobox; choosing a suggestion recentres the map).
import type { AddressFeature } from '@annuaire/shared/contract/address';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { AddressSearch } from '@annuaire/shared/ui/address-search';
import type { Loadable } from '../../../utils/loadable';
import { TradeSearch } from './trade-search';
import styles from './map-search-bar.module.css';

export type SearchMode = 'metier' | 'lieu';
export const PLACE_PLACEHOLDER = 'Recherche par lieu...';

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
          onChange={(event) => onModeChange(event.target.value as SearchMode)}
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
          <AddressSearch
            id="map-place-search"
            label="Recherche par lieu"
            hideLabel
            placeholder={PLACE_PLACEHOLDER}
            value={placeQuery}
            onValueChange={onPlaceQueryChange}
            onSelect={onPlaceSelect}
          />
        )}
      </div>
    </div>
  );
}
