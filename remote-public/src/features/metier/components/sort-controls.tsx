// The trade page's « Trier par » and filters (SPEC 2, trade page; issue 21): the three orders of the contract
// (Pertinence, Localisation, Mieux notés), and in a disclosure « Filtres (N) » the address of the work (typed in
// « Adresse des travaux » or the browser position: distances on the cards with any order, needed by Localisation),
// « Seulement les artisans qui interviennent à cette adresse » once there is a point, « Note minimale », « Avec
// avis », « Artisans RGE (qualification valide) », « Dépannage en urgence » and « Disponible sous » (N jours). It is a GET form whose field names are the URL's parameters,
// so that a visitor without JavaScript applies it with the « Appliquer » button; with JavaScript each change applies
// at once. Beside the select, « Comment sont classés les artisans ? » leads to the explanation of the orders and
// filters (Code de la consommation D111-6). Used by the trade page, which owns the state (the URL).
import { useEffect, useRef, useState } from 'react';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { TRADE_SORTS, TRADE_SORT_LABELS } from '@annuaire/shared/contract/trade-sorts';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { AddressSearch } from '@annuaire/shared/ui/address-search';
import { Button } from '@annuaire/shared/ui/button';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { IconChevronDown, IconMapPin } from '@annuaire/shared/ui/icons';
import { Select } from '@annuaire/shared/ui/select';
import { activeFilterCount, tradeQueryString, type TradeQuery, type TradeSort } from '../utils/trade-query';
import styles from './sort-controls.module.css';
import { COUVRE_LABEL } from '../../../utils/coverage-text';
import {
  AVEC_AVIS_LABEL,
  DISPO_LABEL,
  NOTE_MIN_LABEL,
  RGE_FILTER_LABEL,
  URGENCE_FILTER_LABEL,
  dispoOptions,
  filtersSummary,
  noteOptions,
} from '../../../utils/trade-filter-texts';
import { usePendingFilters } from '../../../utils/use-pending-filters';

/** Where the reviews policy page explains how trade pages order their artisans. */
export const RANKING_HREF = `${hrefs.reviewsPolicy()}#classement`;

export const PLACE_LABEL = 'Adresse des travaux';
const PLACE_INPUT_ID = 'tri-lieu';
export { COUVRE_LABEL };

/** The filters a control changes; the page goes back to page 1. */
export type TradeFilters = Partial<
  Pick<TradeQuery, 'couvre' | 'noteMin' | 'avecAvis' | 'rge' | 'urgence' | 'dispo'>
>;

export interface SortControlsProps {
  /** The trade page's path, where the form goes without JavaScript. */
  path: string;
  /** The URL's state. */
  query: TradeQuery;
  locating: boolean;
  locateFailed: boolean;
  onSortChange(sort: TradeSort): void;
  onPlace(feature: AddressFeature): void;
  onLocate(): void;
  onFiltersChange(filters: TradeFilters): void;
}

/** The sentence under the form about the point: what it does, or what the Localisation order still needs. */
function originText({ sort, origin, place }: TradeQuery, locating: boolean, locateFailed: boolean) {
  const from = place ? place : 'votre position';
  if (origin && sort === 'distance') return `Du plus proche au plus éloigné de ${from}.`;
  if (origin) return `Distances depuis ${from}.`;
  if (locating) return 'Recherche de votre position…';
  if (sort !== 'distance') return null;
  return locateFailed
    ? 'Indiquez l’adresse des travaux pour trier par distance.'
    : 'Indiquez l’adresse des travaux, ou utilisez votre position.';
}

export function SortControls({
  path,
  query,
  locating,
  locateFailed,
  onSortChange,
  onPlace,
  onLocate,
  onFiltersChange,
}: SortControlsProps) {
  const { sort, origin, place } = query;
  const [text, setText] = useState(place);
  const [lastPlace, setLastPlace] = useState(place);
  // The box follows the URL when the back button brings another place.
  if (place !== lastPlace) {
    setLastPlace(place);
    setText(place);
  }
  // Localisation without a point needs the address box: the disclosure opens for it (the server renders it so).
  const needsPlace = sort === 'distance' && origin === null;
  const [open, setOpen] = useState(needsPlace);
  const [lastNeedsPlace, setLastNeedsPlace] = useState(needsPlace);
  if (needsPlace !== lastNeedsPlace) {
    setLastNeedsPlace(needsPlace);
    if (needsPlace) setOpen(true);
  }

  // A filter shows its new state at once, while the navigation it starts is under way.
  const [shown, changeFilters] = usePendingFilters(query, onFiltersChange);

  // « Effacer l’adresse » goes with the line it is on: the focus moves to the emptied address box instead.
  const focusPlace = useRef(false);
  useEffect(() => {
    if (!focusPlace.current || origin) return;
    focusPlace.current = false;
    document.getElementById(PLACE_INPUT_ID)?.focus();
  });

  const count = activeFilterCount(shown);
  const status = originText(query, locating, locateFailed);
  // « Effacer l’adresse »: the same search without its point (a link, for a visitor without JavaScript too).
  const withoutPlace = `${path}${tradeQueryString({
    ...query,
    page: 1,
    sort: sort === 'distance' ? 'pertinence' : sort,
    origin: null,
    place: '',
    couvre: false,
  })}`;

  return (
    <form
      method="get"
      action={path}
      className={styles.controls}
      // With JavaScript nothing is submitted: each control applies on change, and Enter in the address box
      // (implicit submission) must not reload the page.
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.sortRow}>
        <Select
          id="tri-artisans"
          name="tri"
          label="Trier par"
          value={sort}
          onChange={(event) =>
            onSortChange(TRADE_SORTS.find((value) => value === event.target.value) ?? 'pertinence')
          }
          options={TRADE_SORTS.map((value) => ({ value, label: TRADE_SORT_LABELS[value] }))}
          containerClassName={styles.sort}
        />
        <Link to={RANKING_HREF} className={styles.ranking}>
          Comment sont classés les artisans ?
        </Link>
      </div>
      <details className={styles.filters} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>
          <span>{filtersSummary(count)}</span>
          <IconChevronDown className={styles.chevron} />
        </summary>
        <div className={styles.filtersBody}>
          <div className={styles.place}>
            <AddressSearch
              id={PLACE_INPUT_ID}
              label={PLACE_LABEL}
              // The address index finds communes and postcodes, not streets: the box promises no more.
              placeholder="Ville ou code postal"
              value={text}
              onValueChange={setText}
              onSelect={onPlace}
              className={styles.placeSearch}
            />
            <Button
              variant="secondary"
              onClick={onLocate}
              loading={locating}
              loadingText="Localisation…"
              iconStart={<IconMapPin />}
              className={styles.locate}
            >
              Utiliser ma position
            </Button>
          </div>
          {origin ? (
            <Checkbox
              name="couvre"
              value="1"
              label={COUVRE_LABEL}
              checked={shown.couvre}
              onChange={(event) => changeFilters({ couvre: event.target.checked })}
            />
          ) : null}
          {/* On by default around a place: without JavaScript an unchecked box sends couvre=0 (this one, after the
              box's couvre=1, which the page reads first when the box is checked). */}
          {origin ? <input type="hidden" name="couvre" value="0" /> : null}
          <div className={styles.ratingFilters}>
            <Select
              id="tri-note-min"
              name="noteMin"
              label={NOTE_MIN_LABEL}
              value={shown.noteMin === null ? '' : String(shown.noteMin)}
              onChange={(event) =>
                changeFilters({ noteMin: event.target.value ? Number(event.target.value) : null })
              }
              options={noteOptions(shown.noteMin)}
              containerClassName={styles.noteMin}
            />
            <Checkbox
              name="avecAvis"
              value="1"
              label={AVEC_AVIS_LABEL}
              checked={shown.avecAvis}
              onChange={(event) => changeFilters({ avecAvis: event.target.checked })}
              containerClassName={styles.avecAvis}
            />
          </div>
          <Checkbox
            name="rge"
            value="1"
            label={RGE_FILTER_LABEL}
            checked={shown.rge}
            onChange={(event) => changeFilters({ rge: event.target.checked })}
          />
          <div className={styles.ratingFilters}>
            <Checkbox
              name="urgence"
              value="1"
              label={URGENCE_FILTER_LABEL}
              checked={shown.urgence}
              onChange={(event) => changeFilters({ urgence: event.target.checked })}
              containerClassName={styles.avecAvis}
            />
            <Select
              id="tri-dispo"
              name="dispo"
              label={DISPO_LABEL}
              value={shown.dispo === null ? '' : String(shown.dispo)}
              onChange={(event) =>
                changeFilters({ dispo: event.target.value ? Number(event.target.value) : null })
              }
              options={dispoOptions(shown.dispo)}
              containerClassName={styles.noteMin}
            />
          </div>
        </div>
      </details>
      {/* The point travels with the form: a visitor without JavaScript keeps it when applying other choices. */}
      {origin ? (
        <>
          <input type="hidden" name="lat" value={origin.lat} />
          <input type="hidden" name="lon" value={origin.lon} />
          {place ? <input type="hidden" name="lieu" value={place} /> : null}
        </>
      ) : null}
      {/* Rendered into the server's HTML only: the client renders a noscript element empty, so that nothing
          appears or moves once JavaScript runs. */}
      <noscript>
        <Button type="submit" variant="secondary" className={styles.apply}>
          Appliquer
        </Button>
      </noscript>
      {status ? (
        <div className={styles.originRow}>
          <p className={styles.origin} aria-live="polite">
            {status}
          </p>
          {origin ? (
            <Link
              to={withoutPlace}
              className={styles.clearPlace}
              onClick={() => {
                focusPlace.current = true;
                setOpen(true);
              }}
            >
              Effacer l’adresse
            </Link>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
