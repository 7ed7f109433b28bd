// A listing of the public registers that no business manages yet (artisan.geree false) on its public page, by how a
// visitor may reach it (artisan.joignabilite, contract/fiche-non-geree.ts):
// - PAR_EMAIL: « Contacter cette entreprise » opens the request dialog for this listing alone (its business's e-mail
//   in ADEME's RGE list receives it, a few requests a month); never « Ajouter à ma demande »: a request to several
//   artisans stays for managed ones;
// - PLAFOND, SANS_EMAIL (not yet) and REFUS (its business opted out): says so, and the page offers instead the nearest
//   managed artisans of its trade who serve its place, or the visitor's once they name it (Alternatives, asked in
//   the browser only).
// Whatever the case, it says nobody manages the listing yet and offers its business to claim it. Every French text
// comes from the contract.
import { useEffect, useRef, useState } from 'react';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import {
  FICHE_NON_GEREE_LIMITS,
  FICHE_NON_GEREE_TEXTS,
  type Joignabilite,
} from '@annuaire/shared/contract/fiche-non-geree';
import { REGISTRE_LISTING_TEXTS } from '@annuaire/shared/contract/registre-listing';
import { hrefs } from '@annuaire/shared/federation/routes';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { AddressSearch } from '@annuaire/shared/ui/address-search';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { ArtisanCard, ArtisanCardsLoading } from '../../../components/artisan-card';
import resultStyles from '../../../components/artisan-results.module.css';
import { RetryAlert } from '../../../components/retry-alert';
import { loadable } from '../../../utils/loadable';
import { useAlternatives, type AlternativesPoint } from '../api/get-alternatives';
import styles from './artisan-page.module.css';

/** The listing cannot be reached now (or ever, REFUS): the page offers other artisans instead. */
export function offersAlternatives(joignabilite: Joignabilite | null): boolean {
  return joignabilite === 'PLAFOND' || joignabilite === 'SANS_EMAIL' || joignabilite === 'REFUS';
}

/** Why a visitor cannot write to the listing, or null when they can (or the API has not said). */
function unreachableText(joignabilite: Joignabilite | null): string | null {
  if (joignabilite === 'REFUS') return FICHE_NON_GEREE_TEXTS.refused;
  if (joignabilite === 'PLAFOND' || joignabilite === 'SANS_EMAIL') return FICHE_NON_GEREE_TEXTS.notYet;
  return null;
}

interface UnmanagedContactProps {
  artisan: ArtisanPublic;
  /** « Contacter cette entreprise »: opens the page's request dialog with this listing alone. */
  onContact(): void;
  /** Downloads the dialog's code as the visitor comes near the button (DemandeDialogComponent.preload). */
  onPreload?: () => void;
}

/**
 * The hero's contact place for a listing nobody manages: the request button and its note when its RGE e-mail may
 * receive one (the managed page's styles), then the box saying nobody manages it yet, why it cannot be reached when
 * it cannot, and the claim of this very listing.
 */
export function UnmanagedContact({ artisan, onContact, onPreload }: UnmanagedContactProps) {
  const unreachable = unreachableText(artisan.joignabilite);
  return (
    <>
      {artisan.joignabilite === 'PAR_EMAIL' ? (
        <div className={styles.contact}>
          <Button size="lg" onClick={onContact} onPointerEnter={onPreload} onFocus={onPreload}>
            {FICHE_NON_GEREE_TEXTS.contactButton}
          </Button>
          <p className={styles.contactNote}>{FICHE_NON_GEREE_TEXTS.parEmail}</p>
        </div>
      ) : null}
      <div className={styles.unmanaged}>
        <p>{REGISTRE_LISTING_TEXTS.unmanaged}</p>
        {unreachable ? <p>{unreachable}</p> : null}
        <ButtonLink to={hrefs.claim(artisan.id)} variant="secondary">
          {REGISTRE_LISTING_TEXTS.claim}
        </ButtonLink>
      </div>
    </>
  );
}

export const ALTERNATIVES_ID = 'artisan-alternatives';
/** The alternatives' place box (its input's id), where the focus goes back after « Revenir à … ». */
export const ALTERNATIVES_PLACE_ID = 'artisan-alternatives-lieu';

/** A place the visitor chose in the alternatives' box: its name for the title, its point for the API. */
interface ChosenPlace extends AlternativesPoint {
  name: string;
}

function chosenPlace(feature: AddressFeature): ChosenPlace {
  // GeoJSON coordinates are longitude first.
  const [lon, lat] = feature.geometry.coordinates;
  return { name: feature.properties.label, lat, lon };
}

/**
 * Instead of a listing that cannot be reached: the nearest managed artisans of its first trade whose radius covers
 * a place, as the trade page's cards (one per row on a phone, up to three from 60em). The place is the listing's
 * town until the visitor names theirs in the section's box (a commune or a postcode): then the artisans who serve
 * it, and the title names it. A section of the page: its title is an h2 under the page's h1, the cards' names h3.
 * Out of the print, like the page's other ways on. The server renders the listing's town, an empty box and the
 * loading state; the browser's first render is the same, and asks.
 */
export function Alternatives({ artisan }: { artisan: ArtisanPublic }) {
  const [text, setText] = useState('');
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  // Whether the visitor changed the place: only then is the answer read out (not on the page's own load).
  const [announce, setAnnounce] = useState(false);
  const focusBox = useRef(false);
  const query = useAlternatives(artisan.id, true, place);
  const alternatives = loadable(query);
  const trade = artisan.specialitesDetails[0];
  const ville = artisan.adresse.ville;
  const lieu = place?.name ?? ville;
  const title = trade
    ? FICHE_NON_GEREE_TEXTS.alternativesTitle(trade.metier, lieu)
    : FICHE_NON_GEREE_TEXTS.alternativesTitleNoTrade(lieu);
  const cards =
    alternatives.status === 'success'
      ? alternatives.data.slice(0, FICHE_NON_GEREE_LIMITS.alternativesMax)
      : [];
  const announcement =
    announce && alternatives.status === 'success'
      ? FICHE_NON_GEREE_TEXTS.alternativesFound(cards.length, lieu)
      : '';

  // « Revenir à … » goes away once pressed: the focus goes to the emptied box instead of the page's top.
  useEffect(() => {
    if (!focusBox.current || place) return;
    focusBox.current = false;
    document.getElementById(ALTERNATIVES_PLACE_ID)?.focus();
  });

  return (
    <section className={cx(styles.section, styles.printHidden)} aria-labelledby={ALTERNATIVES_ID}>
      <h2 id={ALTERNATIVES_ID} className={styles.sectionTitle}>
        {title}
      </h2>
      <form
        role="search"
        aria-label={FICHE_NON_GEREE_TEXTS.alternativesSearchLabel}
        className={styles.alternativesSearch}
        // Nothing to submit: a suggestion chosen applies at once, and Enter in the box must not reload the page.
        onSubmit={(event) => event.preventDefault()}
      >
        <AddressSearch
          id={ALTERNATIVES_PLACE_ID}
          label={FICHE_NON_GEREE_TEXTS.alternativesPlaceLabel}
          placeholder={FICHE_NON_GEREE_TEXTS.alternativesPlacePlaceholder}
          value={text}
          onValueChange={setText}
          onSelect={(feature) => {
            setPlace(chosenPlace(feature));
            setAnnounce(true);
          }}
          className={styles.alternativesPlace}
        />
        {place ? (
          <Button
            variant="secondary"
            className={styles.alternativesReset}
            onClick={() => {
              focusBox.current = true;
              setPlace(null);
              setText('');
              setAnnounce(true);
            }}
          >
            {FICHE_NON_GEREE_TEXTS.alternativesReset(ville)}
          </Button>
        ) : null}
      </form>
      {/* Empty until the visitor changes the place, on the server too; then how many artisans serve it. Loading
          and failures say themselves (the loading status, the alert). */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {alternatives.status === 'loading' ? (
        <ArtisanCardsLoading
          message={FICHE_NON_GEREE_TEXTS.alternativesLoading}
          count={FICHE_NON_GEREE_LIMITS.alternativesMax}
        />
      ) : null}
      {alternatives.status === 'error' ? (
        // The API's French message (unreachable server, internal error), and « Réessayer » (for this place).
        <RetryAlert message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : null}
      {alternatives.status === 'success' && cards.length === 0 ? (
        <p className={styles.muted}>{FICHE_NON_GEREE_TEXTS.alternativesEmpty}</p>
      ) : null}
      {cards.length > 0 ? (
        <ul className={resultStyles.grid} role="list">
          {cards.map((card) => (
            <li key={card.id}>
              {/* Without « Intervient chez vous »: the title already says that each of them serves the place, the
                  listing's or the visitor's. */}
              <ArtisanCard
                artisan={{ ...card, couvre: undefined }}
                tradeId={trade?.id ?? null}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
