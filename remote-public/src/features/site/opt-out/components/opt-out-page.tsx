// /ne-plus-recevoir-de-demandes?jeton=… : the link « Ne plus recevoir de demandes » of the mail a listing nobody
// manages receives with a visitor's request (its business's e-mail in ADEME's RGE list). The mail's one click is
// honoured at once: on arrival the page records the refusal (POST /api/demandes/refus/{jeton}), saying so meanwhile,
// then confirms it with the listing's name, what it changes, the claim of the listing (its business then receives the
// requests in its own space) and « Recevoir à nouveau les demandes », which takes the refusal back (DELETE) and offers
// to refuse again. A link without a token, or one the API refuses, says why in the API's French message (404: unknown
// or altered link, 409: the listing is managed now); an unreachable server offers « Réessayer ». The server renders
// the waiting state and calls nothing: the refusal is a write, made by the browser only. Never indexed (noindex).
// Every French text comes from the contract (contract/fiche-non-geree.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OptOut } from '@annuaire/shared/contract/demande';
import { FICHE_NON_GEREE_MESSAGES, FICHE_NON_GEREE_TEXTS } from '@annuaire/shared/contract/fiche-non-geree';
import { hrefs } from '@annuaire/shared/federation/routes';
import { errorMessage, errorStatus } from '@annuaire/shared/forms/field-errors';
import { useSearchParams } from '@annuaire/shared/routing/router';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { Spinner } from '@annuaire/shared/ui/spinner';
import { FormAlert } from '../../../../components/form-alert';
import formStyles from '../../../../components/form-card.module.css';
import { RetryAlert } from '../../../../components/retry-alert';
import { SITE_NAME, usePageMeta } from '../../../../hooks/use-page-meta';
import { PageLayout } from '../../common/components/page-layout';
import { useSetOptOut } from '../api/opt-out';
import { readOptOutToken } from '../utils/opt-out-token';
import styles from './opt-out-page.module.css';

/**
 * An answer that trying again would not change (a malformed link 400, an unknown or altered one 404, a listing
 * managed now 409, gone 410): its message alone. Anything else (no server, an internal error) offers « Réessayer ».
 */
function isRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 400 || status === 404 || status === 409 || status === 410;
}

/** Why the link does nothing: the API's message, or the contract's for a link without a token. */
function RefusedLink({ message }: { message: string }) {
  return (
    <div className={cx(formStyles.card, formStyles.narrow)}>
      <FormAlert tone="error" title={message} />
    </div>
  );
}

function OptOutLink({ token }: { token: string }) {
  const choice = useSetOptOut(token);
  const { mutateAsync } = choice;
  // The last choice the API recorded: kept on screen while the next one is under way, or after it failed.
  const [answer, setAnswer] = useState<OptOut | null>(null);
  const choose = useCallback(
    (refus: boolean) => {
      // A failure is shown from the mutation's state (choice.error).
      mutateAsync(refus).then(setAnswer, () => undefined);
    },
    [mutateAsync],
  );
  // Once per link: React's StrictMode runs a mount's effects twice in development, and this ref survives it, so that
  // the refusal is sent once (it is idempotent on the API's side, but one mail's click is one call).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    choose(true);
  }, [choose]);

  if (answer === null && choice.isError) {
    if (isRefusal(choice.error)) return <RefusedLink message={errorMessage(choice.error)} />;
    return <RetryAlert message={errorMessage(choice.error)} onRetry={() => choose(true)} />;
  }

  return (
    <div className={cx(formStyles.card, formStyles.narrow)}>
      {/* One status region from the first render (the server's too) to the confirmation, so that each is announced. */}
      <div role="status">
        {answer === null ? (
          <p className={styles.pending}>
            <Spinner size="sm" />
            {FICHE_NON_GEREE_TEXTS.optOutPending}
          </p>
        ) : (
          <FormAlert
            tone="success"
            title={
              answer.refus
                ? FICHE_NON_GEREE_TEXTS.optOutDone(answer.entrepriseNom)
                : FICHE_NON_GEREE_TEXTS.optInDone(answer.entrepriseNom)
            }
          >
            {answer.refus ? FICHE_NON_GEREE_TEXTS.optOutExplain : null}
          </FormAlert>
        )}
      </div>
      {answer !== null ? (
        <>
          {choice.isError ? <FormAlert tone="error" title={errorMessage(choice.error)} /> : null}
          <div className={styles.actions}>
            <ButtonLink to={hrefs.claim(answer.artisanId)}>{FICHE_NON_GEREE_TEXTS.claimLink}</ButtonLink>
            {/* One button whose label follows the choice: the focus stays on it from one choice to the next. */}
            <Button variant="secondary" loading={choice.isPending} onClick={() => choose(!answer.refus)}>
              {answer.refus ? FICHE_NON_GEREE_TEXTS.optOutUndo : FICHE_NON_GEREE_TEXTS.optOutAgain}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

export function OptOutPage() {
  // Never indexed: a private link, whose page says nothing to anyone but the listing's business.
  usePageMeta(
    `${FICHE_NON_GEREE_TEXTS.optOutTitle} – ${SITE_NAME}`,
    FICHE_NON_GEREE_TEXTS.optOutDescription,
    { noindex: true },
  );
  const [params] = useSearchParams();
  const token = readOptOutToken(params);
  return (
    <PageLayout title={FICHE_NON_GEREE_TEXTS.optOutTitle} width="form">
      {token ? (
        <OptOutLink key={token} token={token} />
      ) : (
        <RefusedLink message={FICHE_NON_GEREE_MESSAGES.linkInvalid} />
      )}
    </PageLayout>
  );
}
