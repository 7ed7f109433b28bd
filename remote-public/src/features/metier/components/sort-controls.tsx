// 'Trier par' of the trade page: Pertinence (the API's order) or Localisation, nearest first from a place typed
// in 'Code postal ou ville :' or from the browser position (SPEC 2, trade page). It is a GET form, so that a visitor
// without JavaScript sorts with a 'Trier' button (?tri=localisation); with JavaScript the select applies at once.
// Beside it, « Comment sont classés les artisans ? » leads to the explanation of both orders (Code de la
// consommation D111-6 for directories: issue 20).
import { useState } from 'react';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { AddressSearch } from '@annuaire/shared/ui/address-search';
import { Button } from '@annuaire/shared/ui/button';
import { IconMapPin } from '@annuaire/shared/ui/icons';
import { Select } from '@annuaire/shared/ui/select';
import type { TradeSort } from '../utils/trade-query';
import styles from './metier-page.module.css';

/** Where the reviews policy page explains how trade pages order their artisans. */
export const RANKING_HREF = `${hrefs.reviewsPolicy()}#classement`;

export interface SortControlsProps {
  /** The trade page's path, where the form goes without JavaScript. */
  path: string;
  sort: TradeSort;
  place: string;
  hasOrigin: boolean;
  locating: boolean;
  locateFailed: boolean;
  onSortChange(sort: TradeSort): void;
  onPlace(feature: AddressFeature): void;
  onLocate(): void;
}

export function SortControls({
  path,
  sort,
  place,
  hasOrigin,
  locating,
  locateFailed,
  onSortChange,
  onPlace,
  onLocate,
}: SortControlsProps) {
  const [text, setText] = useState(place);
  const [lastPlace, setLastPlace] = useState(place);
  // The box follows the URL when the back button brings another place.
  if (place !== lastPlace) {
    setLastPlace(place);
    setText(place);
  }

  let origin: string | null = null;
  if (sort === 'localisation' && hasOrigin) {
    origin = place
      ? `Du plus proche au plus éloigné de ${place}.`
      : 'Du plus proche au plus éloigné de votre position.';
  } else if (sort === 'localisation' && locating) {
    origin = 'Recherche de votre position…';
  } else if (sort === 'localisation') {
    origin = locateFailed
      ? 'Indiquez un code postal ou une ville pour trier par distance.'
      : 'Indiquez un code postal ou une ville, ou utilisez votre position.';
  }

  return (
    <form
      method="get"
      action={path}
      className={styles.controls}
      // With JavaScript nothing is submitted: the select applies on change, and Enter in the place box (implicit
      // submission) must not reload the page.
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        id="tri-artisans"
        name="tri"
        label="Trier par"
        value={sort}
        onChange={(event) =>
          onSortChange(event.target.value === 'localisation' ? 'localisation' : 'pertinence')
        }
        options={[
          { value: 'pertinence', label: 'Pertinence' },
          { value: 'localisation', label: 'Localisation' },
        ]}
        containerClassName={styles.sort}
      />
      <Link to={RANKING_HREF} className={styles.ranking}>
        Comment sont classés les artisans ?
      </Link>
      {/* Rendered into the server's HTML only: the client renders a noscript element empty, so that nothing
          appears or moves once JavaScript runs. */}
      <noscript>
        <Button type="submit" variant="secondary">
          Trier
        </Button>
      </noscript>
      {sort === 'localisation' ? (
        <div className={styles.place}>
          <AddressSearch
            id="tri-lieu"
            label="Code postal ou ville :"
            placeholder="Ex. 19100 ou Brive"
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
      ) : null}
      {origin ? (
        <p className={styles.origin} aria-live="polite">
          {origin}
        </p>
      ) : null}
    </form>
  );
}
