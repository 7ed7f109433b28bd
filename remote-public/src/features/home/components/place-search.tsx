// The hero's place search: the API's address search; 'Chercher' goes to the map centred on the chosen place
// (/map?lat=…&lon=…), or to /map when no place is chosen (SPEC 2, home page).
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@annuaire/shared/routing/router';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { hrefs } from '@annuaire/shared/federation/routes';
import { AddressSearch } from '@annuaire/shared/ui/address-search';
import { Button } from '@annuaire/shared/ui/button';
import styles from './home-search.module.css';

/** /map?lat={latitude}&lon={longitude} of a place (GeoJSON coordinates are longitude first). */
export function mapHrefFor(place: AddressFeature | null): string {
  if (!place) return hrefs.map();
  const [lon, lat] = place.geometry.coordinates;
  return `${hrefs.map()}?${new URLSearchParams({ lat: String(lat), lon: String(lon) }).toString()}`;
}

export function PlaceSearch() {
  const navigate = useNavigate();
  const id = `lieu-${useId().replace(/:/g, '')}`;
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AddressFeature | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(mapHrefFor(chosen));
  }

  return (
    <form className={styles.form} role="search" aria-label="Recherche par lieu" onSubmit={handleSubmit}>
      <div className={styles.row}>
        <AddressSearch
          id={id}
          label="Lieu"
          placeholder="Ville ou code postal"
          value={text}
          onValueChange={(value) => {
            setText(value);
            // Editing the text after a choice drops it: the search then goes to the whole map.
            if (chosen && value !== chosen.properties.label) setChosen(null);
          }}
          onSelect={setChosen}
          className={styles.address}
        />
        <Button type="submit" variant="accent" className={styles.submit}>
          Chercher
        </Button>
      </div>
    </form>
  );
}
