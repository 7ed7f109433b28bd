// The join page's steps: the directory holds every building business of the public registers, so the page first asks
// for the SIRET (siret-step.tsx), then says what the directory holds for it (siret-outcome.tsx): a listing to claim,
// a listing already managed, or nothing (the join form). The SIRET is kept in the address (/join?siret=<14 digits>),
// so that the back button, a refresh and a shared link give the same step; an address whose SIRET breaks the
// contract's rule opens the first step with it and its error.
import { useState } from 'react';
import { JoinSiretSchema } from '@annuaire/shared/contract/message';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import { useSearchParams } from '@annuaire/shared/routing/router';
import { useListingBySiret } from '../api/find-listing-by-siret';
import { SiretStep } from './siret-step';
import {
  ManagedListing,
  NoListing,
  SiretSearchFailed,
  SiretSearching,
  UnmanagedListing,
  type OutcomeProps,
} from './siret-outcome';

/** The address's ?siret=: absent, its 14 digits, or the contract's error of what it holds. */
function readSiretParam(raw: string | null) {
  if (raw === null) return { siret: null, error: undefined };
  const checked = JoinSiretSchema.safeParse(raw);
  return checked.success
    ? { siret: checked.data, error: undefined }
    : { siret: null, error: checked.error.issues[0]?.message };
}

export function JoinSteps() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('siret');
  const { siret, error } = readSiretParam(raw);
  // What the first step's field starts with when the address holds no SIRET: the last one continued with or left.
  const [draft, setDraft] = useState(raw ?? '');
  // The focus follows the steps the business moves between on this page; a page that loads keeps the browser's.
  const [moved, setMoved] = useState(false);
  const listing = useListingBySiret(siret);

  if (siret === null) {
    return (
      <SiretStep
        // A new address's SIRET starts the field afresh.
        key={raw ?? ''}
        initialSiret={raw ?? draft}
        initialError={error}
        focusOnMount={moved}
        onContinue={(digits, typed) => {
          setDraft(typed);
          setMoved(true);
          setParams({ siret: digits });
        }}
      />
    );
  }

  const outcome: OutcomeProps = {
    siret,
    focusOnMount: moved,
    onChangeSiret: () => {
      setDraft(formatSiret(siret));
      setMoved(true);
      setParams({});
    },
  };
  if (listing.isPending) return <SiretSearching {...outcome} />;
  if (listing.isError)
    return (
      <SiretSearchFailed
        {...outcome}
        message={listing.error.message}
        onRetry={() => {
          setMoved(true);
          void listing.refetch();
        }}
      />
    );
  if (listing.data === null) return <NoListing key={siret} {...outcome} />;
  return listing.data.geree ? (
    <ManagedListing {...outcome} listing={listing.data} />
  ) : (
    <UnmanagedListing {...outcome} listing={listing.data} />
  );
}
