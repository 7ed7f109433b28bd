// The hero's one search « Quoi ? Où ? » (SPEC 2, home page, as changed by the review of the homeowner's search): a
// trade and a place, either optional, under one « Chercher ». Both lead to the trade's page around the place
// (« Plombiers qui interviennent à Tulle »: the place in the query string, so the page can be shared and is
// rendered on the server); only a place, to the map centred on it; only a trade, to its page; neither, to /metiers.
// Text typed but not chosen counts as chosen: the trade named so (else the first that matches), the place's first
// suggestion; when nothing matches, the message stays next to its field and the search goes nowhere. On a phone
// the place suggestions push « Chercher » down instead of covering it (home-search.module.css).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@annuaire/shared/routing/router';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { hrefs } from '@annuaire/shared/federation/routes';
import { AddressSearch, type AddressSearchHandle } from '@annuaire/shared/ui/address-search';
import { Button } from '@annuaire/shared/ui/button';
import { FieldError } from '@annuaire/shared/ui/field';
import type { SpecialitesQueryResult } from '@annuaire/shared/query/specialites';
import { bestTradeMatch, noTradeMatchText, TradeField } from './trade-field';
import styles from './home-search.module.css';

export const SEARCH_LABEL = 'Rechercher un artisan';
export const PLACE_FIELD_LABEL = 'Où ?';
/** The place box finds communes and postcodes (the address index holds no streets): it promises no more. */
export const PLACE_PLACEHOLDER = 'Ville ou code postal';

/** The answer to a place typed that no address matches. */
export function noPlaceMatchText(typed: string): string {
  return `Aucun lieu ne correspond à « ${typed.trim()} ».`;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** A place's point, as the trade page and the map read it: lat and lon (GeoJSON coordinates are longitude first). */
function pointParams(place: AddressFeature): URLSearchParams {
  const [lon, lat] = place.geometry.coordinates;
  return new URLSearchParams({ lat: String(round(lat)), lon: String(round(lon)) });
}

/** /map?lat={latitude}&lon={longitude} of a place, or /map. */
export function mapHrefFor(place: AddressFeature | null): string {
  return place ? `${hrefs.map()}?${pointParams(place).toString()}` : hrefs.map();
}

/**
 * Where the search leads: /metier/3?lat=…&lon=…&lieu=Tulle (the trade page around the place: the artisans who come
 * there, nearest first), /metier/3, /map?lat=…&lon=… or /metiers.
 */
export function searchHref(trade: Specialite | null, place: AddressFeature | null): string {
  if (trade && place) {
    const params = pointParams(place);
    // Around a place the trade page keeps, by default, only the artisans who come there, nearest first.
    params.set('lieu', place.properties.label);
    return `${hrefs.metier(trade.id)}?${params.toString()}`;
  }
  if (trade) return hrefs.metier(trade.id);
  if (place) return mapHrefFor(place);
  return hrefs.metiers();
}

export function HomeSearch({ trades }: { trades: SpecialitesQueryResult }) {
  const navigate = useNavigate();
  const placeId = `lieu-${useId().replace(/:/g, '')}`;
  const placeErrorId = `${placeId}-erreur`;
  const [tradeText, setTradeText] = useState('');
  const [trade, setTrade] = useState<Specialite | null>(null);
  const [tradeError, setTradeError] = useState<string | null>(null);
  const search = useRef<AddressSearchHandle>(null);
  const [placeText, setPlaceText] = useState('');
  // The place text as typed now, for an answer that arrives after the visitor typed on.
  const typed = useRef('');
  const [place, setPlace] = useState<AddressFeature | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const busy = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    // The trade: the one chosen, else the one the text names. Trades not known (still loading, failed): none.
    let targetTrade = trade;
    let noTrade: string | null = null;
    if (!targetTrade && tradeText.trim() !== '' && trades.status === 'success') {
      targetTrade = bestTradeMatch(trades.data, tradeText) ?? null;
      if (!targetTrade) noTrade = noTradeMatchText(tradeText);
    }
    // The place: the one chosen, else the text's first suggestion, as if it had been clicked.
    let targetPlace = place;
    let noPlace: string | null = null;
    if (!targetPlace && placeText.trim() !== '') {
      busy.current = true;
      setSearching(true);
      targetPlace = (await search.current?.chooseFirst()) ?? null;
      busy.current = false;
      setSearching(false);
      // Null also when the text changed meanwhile: then the new text is what the visitor is after.
      if (!targetPlace && typed.current !== placeText) return;
      if (!targetPlace) noPlace = noPlaceMatchText(placeText);
    }
    setTradeError(noTrade);
    setPlaceError(noPlace);
    if (noTrade || noPlace) return;
    navigate(searchHref(targetTrade, targetPlace));
  }

  return (
    <form
      className={styles.form}
      role="search"
      aria-label={SEARCH_LABEL}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div className={styles.fields}>
        <TradeField
          trades={trades}
          text={tradeText}
          chosen={trade}
          error={tradeError}
          onTextChange={(value) => {
            setTradeText(value);
            setTrade(null);
            setTradeError(null);
          }}
          onChoose={(specialite) => {
            setTrade(specialite);
            setTradeText(specialite.metier);
            setTradeError(null);
          }}
        />
        <div className={styles.field}>
          <div className={styles.row}>
            <AddressSearch
              id={placeId}
              handleRef={search}
              label={PLACE_FIELD_LABEL}
              placeholder={PLACE_PLACEHOLDER}
              value={placeText}
              onValueChange={(value) => {
                typed.current = value;
                setPlaceText(value);
                setPlaceError(null);
                // Editing the text after a choice drops it: the search then takes the text's first suggestion.
                if (place && value !== place.properties.label) setPlace(null);
              }}
              onSelect={(feature) => {
                setPlace(feature);
                setPlaceError(null);
              }}
              invalid={placeError !== null}
              describedBy={placeError ? placeErrorId : undefined}
              className={`${styles.address} ${styles.placeAddress}`}
            />
            <Button type="submit" variant="accent" loading={searching} className={styles.submit}>
              Chercher
            </Button>
          </div>
          {placeError ? (
            <div role="alert">
              <FieldError id={placeErrorId} error={placeError} />
            </div>
          ) : null}
        </div>
      </div>
    </form>
  );
}
