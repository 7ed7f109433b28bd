// What the join page says once the directory was asked for the SIRET (join-steps.tsx): the business's listing nobody
// manages (claim it), its listing an account manages (log in, or contest that account), or none (the join form, the
// SIRET filled in). Each outcome says which SIRET it is about and leads back to the first step; its heading takes the
// focus when the business just pressed « Continuer », so that a screen reader reads it and a keyboard goes on from
// there.
import { useEffect, useRef } from 'react';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { JOIN_SIRET_TEXTS } from '@annuaire/shared/contract/message';
import { REVENDICATION_CONTEST_TEXTS } from '@annuaire/shared/contract/revendication';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { Spinner } from '@annuaire/shared/ui/spinner';
import { RetryAlert } from '../../../../components/retry-alert';
import formStyles from '../../../../components/form-card.module.css';
import { JoinForm } from './join-form';
import page from './join-page.module.css';

const TITLE_ID = 'join-outcome-title';

/** A ref to the element that takes the focus once shown, when `enabled`. */
function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

export interface OutcomeProps {
  /** The 14 digits looked up. */
  siret: string;
  /** Whether the business just pressed « Continuer » (the outcome then takes the focus). */
  focusOnMount: boolean;
  /** Back to the first step, the SIRET kept in its field. */
  onChangeSiret(): void;
}

/** The SIRET the outcome is about, and « Modifier le SIRET ». */
function SiretLine({ siret, onChangeSiret }: Pick<OutcomeProps, 'siret' | 'onChangeSiret'>) {
  return (
    <div className={page.siretLine}>
      <p>
        {JOIN_SIRET_TEXTS.siretShown} <strong className={page.siret}>{formatSiret(siret)}</strong>
      </p>
      <Button variant="secondary" size="sm" onClick={onChangeSiret}>
        {JOIN_SIRET_TEXTS.change}
      </Button>
    </div>
  );
}

/** The outcome's heading: the focus lands on it, without the ring of a control. */
function OutcomeTitle({ focusOnMount, children }: { focusOnMount: boolean; children: string }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <h2 id={TITLE_ID} ref={ref} tabIndex={-1} className={cx(formStyles.title, page.focusTarget)}>
      {children}
    </h2>
  );
}

/** While the directory is asked: a status that holds the focus until the outcome takes it. */
export function SiretSearching({ siret, focusOnMount, onChangeSiret }: OutcomeProps) {
  const ref = useFocusOnMount<HTMLDivElement>(focusOnMount);
  return (
    <div className={cx(formStyles.card, formStyles.wide)}>
      <div ref={ref} tabIndex={-1} className={page.focusTarget}>
        <Spinner label={JOIN_SIRET_TEXTS.searching} />
      </div>
      <SiretLine siret={siret} onChangeSiret={onChangeSiret} />
    </div>
  );
}

/** The directory could not be asked: the API's French message and « Réessayer ». */
export function SiretSearchFailed({
  message,
  onRetry,
  ...props
}: OutcomeProps & { message: string; onRetry(): void }) {
  const ref = useFocusOnMount<HTMLDivElement>(props.focusOnMount);
  return (
    <div className={cx(formStyles.card, formStyles.wide)}>
      <div ref={ref} tabIndex={-1} className={page.focusTarget}>
        <RetryAlert message={message} onRetry={onRetry} />
      </div>
      <SiretLine siret={props.siret} onChangeSiret={props.onChangeSiret} />
    </div>
  );
}

/** A listing of the registers nobody manages: the business claims it, for free. */
export function UnmanagedListing({ listing, ...props }: OutcomeProps & { listing: ArtisanCard }) {
  return (
    <section aria-labelledby={TITLE_ID} className={cx(formStyles.card, formStyles.wide)}>
      <OutcomeTitle focusOnMount={props.focusOnMount}>{JOIN_SIRET_TEXTS.unmanagedTitle}</OutcomeTitle>
      <p className={page.outcomeText}>
        {JOIN_SIRET_TEXTS.unmanagedText(listing.entrepriseNom, listing.ville)}
      </p>
      <ButtonLink to={hrefs.claim(listing.id)} size="lg" fullWidth>
        {JOIN_SIRET_TEXTS.claim}
      </ButtonLink>
      <p className={formStyles.links}>
        <Link to={hrefs.artisan(listing.id)}>{JOIN_SIRET_TEXTS.viewListing}</Link>
      </p>
      <SiretLine siret={props.siret} onChangeSiret={props.onChangeSiret} />
    </section>
  );
}

/**
 * A listing an account manages: its owner logs in (or resets its password); a business that says that account is not
 * its own contests it, or writes to the team.
 */
export function ManagedListing({ listing, ...props }: OutcomeProps & { listing: ArtisanCard }) {
  return (
    <section aria-labelledby={TITLE_ID} className={cx(formStyles.card, formStyles.wide)}>
      <OutcomeTitle focusOnMount={props.focusOnMount}>{JOIN_SIRET_TEXTS.managedTitle}</OutcomeTitle>
      <p className={page.outcomeText}>{JOIN_SIRET_TEXTS.managedText(listing.entrepriseNom, listing.ville)}</p>
      <ButtonLink to={hrefs.login()} size="lg" fullWidth>
        {JOIN_SIRET_TEXTS.login}
      </ButtonLink>
      <p className={formStyles.links}>
        <Link to={hrefs.forgotPassword()}>{JOIN_SIRET_TEXTS.forgotPassword}</Link>
      </p>
      <p className={formStyles.intro}>
        {JOIN_SIRET_TEXTS.mistake}{' '}
        <Link to={hrefs.claimContest(listing.id)}>{REVENDICATION_CONTEST_TEXTS.joinLink}</Link>
      </p>
      <p className={formStyles.intro}>
        {REVENDICATION_CONTEST_TEXTS.joinQuestion}{' '}
        <Link to={hrefs.contact()}>{JOIN_SIRET_TEXTS.contact}</Link>
      </p>
      <SiretLine siret={props.siret} onChangeSiret={props.onChangeSiret} />
    </section>
  );
}

/**
 * No listing has this SIRET: why (a recent business, or an activity outside the building trades' codes) and what
 * the request leads to, then the join form with the SIRET filled in (still editable).
 */
export function NoListing(props: OutcomeProps) {
  return (
    <div className={page.steps}>
      <section aria-labelledby={TITLE_ID} className={page.note}>
        <OutcomeTitle focusOnMount={props.focusOnMount}>{JOIN_SIRET_TEXTS.notFoundTitle}</OutcomeTitle>
        <p>{JOIN_SIRET_TEXTS.notFoundText}</p>
        <SiretLine siret={props.siret} onChangeSiret={props.onChangeSiret} />
      </section>
      <JoinForm siret={formatSiret(props.siret)} />
    </div>
  );
}
