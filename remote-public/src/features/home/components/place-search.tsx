// The hero's place search: the API's address search; 'Chercher' goes to the map centred on the chosen place
// (/map?lat=…&lon=…), or to /map when the box is empty (SPEC 2, home page). With text typed but no suggestion
// chosen, Enter or 'Chercher' takes the first suggestion for it (issue 21), or says that no place matches. On a phone
// the suggestions push 'Chercher' down instead of covering it (home-search.module.css, issue 22).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@annuaire/shared/routing/router';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { hrefs } from '@annuaire/shared/federation/routes';
import { AddressSearch, type AddressSearchHandle } from '@annuaire/shared/ui/address-search';
import { Button } from '@annuaire/shared/ui/button';
import { FieldError } from '@annuaire/shared/ui/field';
import styles from './home-search.module.css';

/** The answer to a place typed that no address matches. */
export function noPlaceMatchText(typed: string): string {
  return `Aucun lieu ne correspond à « ${typed.trim()} ».`;
}

/** /map?lat={latitude}&lon={longitude} of a place (GeoJSON coordinates are longitude first). */
export function mapHrefFor(place: AddressFeature | null): string {
  if (!place) return hrefs.map();
  const [lon, lat] = place.geometry.coordinates;
  return `${hrefs.map()}?${new URLSearchParams({ lat: String(lat), lon: String(lon) }).toString()}`;
}

export function PlaceSearch() {
  const navigate = useNavigate();
  const id = `lieu-${useId().replace(/:/g, '')}`;
  const errorId = `${id}-erreur`;
  const search = useRef<AddressSearchHandle>(null);
  const [text, setText] = useState('');
  // The text as typed now, for an answer that arrives after the visitor typed on.
  const typed = useRef('');
  const [chosen, setChosen] = useState<AddressFeature | null>(null);
  const [searching, setSearching] = useState(false);
  const busy = useRef(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    if (chosen || text.trim() === '') {
      navigate(mapHrefFor(chosen));
      return;
    }
    // Text typed but no suggestion chosen: its first suggestion, as if it had been clicked.
    busy.current = true;
    setSearching(true);
    const first = (await search.current?.chooseFirst()) ?? null;
    busy.current = false;
    setSearching(false);
    if (first) navigate(mapHrefFor(first));
    // Null also when the text changed meanwhile: then the new text is what the visitor is after.
    else if (typed.current === text) setError(noPlaceMatchText(text));
  }

  return (
    <form
      className={styles.form}
      role="search"
      aria-label="Recherche par lieu"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div className={styles.row}>
        <AddressSearch
          id={id}
          handleRef={search}
          label="Lieu"
          placeholder="Ville ou code postal"
          value={text}
          onValueChange={(value) => {
            typed.current = value;
            setText(value);
            setError(null);
            // Editing the text after a choice drops it: the search then takes the text's first suggestion.
            if (chosen && value !== chosen.properties.label) setChosen(null);
          }}
          onSelect={setChosen}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          className={`${styles.address} ${styles.placeAddress}`}
        />
        <Button type="submit" variant="accent" loading={searching} className={styles.submit}>
          Chercher
        </Button>
      </div>
      {error ? (
        <div role="alert">
          <FieldError id={errorId} error={error} />
        </div>
      ) : null}
    </form>
  );
}
