// /ma-demande?token=… : the visitor's own record of a request, opened from the private link of the copy they got by
// e-mail (no account: the link is the key; it expires with the requests' retention and stops working once they are
// deleted). It shows when the request was sent, each artisan it went to with where that artisan stands (« Envoyée »,
// « Lue le … » once its inbox displayed it, « Traitée le … »), the postcode and the message, and « Retirer ma
// demande » (after a confirmation): the artisans are then told by e-mail, and the page shows it withdrawn. Once the
// follow-up mail « Avez-vous trouvé un artisan ? » went (a week after the request), the page asks it too: « Oui »
// lists the artisans, each with a link to the reviews of its profile (#avis), « Non » points to withdrawing the
// request; the answer stays in the page (nothing to store: the review is where it counts). It reads the token of the query and asks GET /api/demandes/suivi/{token}
// (its route prefetches it, on the server too): no token, or one the API does not know, says the link is invalid.
// Never indexed (noindex in the server's head): it holds what the visitor wrote.
import { useState, type ReactNode } from 'react';
import { DEMANDE_LIMITS, DEMANDE_SUIVI_MESSAGES, type DemandeSuivi } from '@annuaire/shared/contract/demande';
import { frenchDateTime, frenchDay } from '@annuaire/shared/domain/french-dates';
import { hrefs } from '@annuaire/shared/federation/routes';
import { errorMessage, errorStatus } from '@annuaire/shared/forms/field-errors';
import { Link, useSearchParams } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { FormAlert } from '../../../components/form-alert';
import formStyles from '../../../components/form-card.module.css';
import { RetryAlert } from '../../../components/retry-alert';
import { SITE_NAME, usePageMeta } from '../../../hooks/use-page-meta';
import { isNotFound, loadable } from '../../../utils/loadable';
import { useDemandeSuivi } from '../api/get-demande-suivi';
import { useWithdrawDemande } from '../api/withdraw-demande';
import { readSuiviToken } from '../utils/suivi-token';
import styles from './ma-demande-page.module.css';

export const MA_DEMANDE_TITLE = 'Ma demande';
export const MA_DEMANDE_DESCRIPTION =
  'Votre demande aux artisans de l’Annuaire des artisans : à qui elle a été transmise et où en est chacun.';
export const SUIVI_LOADING = 'Chargement de votre demande...';
export const SUIVI_ERROR = 'Votre demande ne peut pas être affichée pour le moment.';
export const SUIVI_SENT = 'Envoyée';
export const WITHDRAW_LABEL = 'Retirer ma demande';
export const WITHDRAW_CONFIRM_TITLE = 'Retirer votre demande ?';
export const WITHDRAW_ERROR = 'Votre demande n’a pas pu être retirée';
export const FOLLOW_UP_YES = 'Oui, j’ai trouvé';
export const FOLLOW_UP_NO = 'Non, pas encore';

function Frame({ lead, children }: { lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={cx(styles.page, styles.column)}>
      <header>
        <h1 className={styles.title}>{MA_DEMANDE_TITLE}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}

function InvalidLink() {
  return (
    <Frame>
      <div className={cx(formStyles.card, formStyles.wide)}>
        <FormAlert tone="error" title={DEMANDE_SUIVI_MESSAGES.linkInvalid}>
          Ouvrez le lien exactement tel qu’il figure dans l’e-mail reçu. Une demande est conservée{' '}
          {DEMANDE_LIMITS.retentionMonths} mois ; une demande supprimée n’a plus de lien.
        </FormAlert>
      </div>
    </Frame>
  );
}

type SuiviArtisan = DemandeSuivi['artisans'][number];

/** Where an artisan stands: « Traitée le … », else « Lue le … » once its inbox displayed it, else « Envoyée ». */
function stateText(artisan: SuiviArtisan): string {
  const at = (iso: string | null) => (iso ? frenchDateTime(iso) : null);
  if (artisan.traitee) {
    const when = at(artisan.dateTraitement);
    return when ? `Traitée le ${when}` : 'Traitée';
  }
  const read = at(artisan.dateLecture);
  return read ? `Lue le ${read}` : SUIVI_SENT;
}

const ANSWERS = [
  [true, FOLLOW_UP_YES],
  [false, FOLLOW_UP_NO],
] as const;

/** « Avez-vous trouvé un artisan ? »: where to leave a review for the one found, or what to do if none. */
function FollowUp({ suivi }: { suivi: DemandeSuivi }) {
  const [found, setFound] = useState<boolean | null>(null);
  const many = suivi.artisans.length > 1;
  return (
    <section className={cx(formStyles.card, formStyles.wide)} aria-labelledby="ma-demande-trouve">
      <h2 id="ma-demande-trouve" className={styles.subtitle}>
        {DEMANDE_SUIVI_MESSAGES.followUpQuestion}
      </h2>
      <div className={styles.answers} role="group" aria-labelledby="ma-demande-trouve">
        {ANSWERS.map(([value, label]) => (
          <Button
            key={label}
            variant={found === value ? 'primary' : 'secondary'}
            aria-pressed={found === value}
            onClick={() => setFound(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div aria-live="polite">
        {found === true ? (
          <>
            <p>Partagez votre expérience : votre avis aide les autres particuliers à choisir.</p>
            <ul className={styles.reviewLinks}>
              {suivi.artisans.map((artisan) => (
                <li key={artisan.id}>
                  <Link
                    to={`${hrefs.artisan(artisan.id)}#avis`}
                  >{`Laisser un avis à ${artisan.entrepriseNom}`}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : found === false ? (
          <p>
            {many ? 'Les artisans peuvent' : 'L’artisan peut'} encore vous répondre. Si vous n’avez plus
            besoin d’un artisan, retirez votre demande ci-dessous.
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** « Retirer ma demande », asked for a confirmation; or, once done, that it is withdrawn and the artisans told. */
function Withdrawal({ token, suivi }: { token: string; suivi: DemandeSuivi }) {
  const withdraw = useWithdrawDemande(token);
  const [asking, setAsking] = useState(false);
  const many = suivi.artisans.length > 1;
  if (suivi.dateRetrait !== null) {
    const when = frenchDateTime(suivi.dateRetrait);
    return (
      <div className={cx(formStyles.card, formStyles.wide)} role="status">
        <FormAlert tone="success" title={DEMANDE_SUIVI_MESSAGES.withdrawn}>
          {when ? `Retirée le ${when}. ` : null}
          {many ? 'Les artisans ne vous répondront plus' : 'L’artisan ne vous répondra plus'} au sujet de
          cette demande.
        </FormAlert>
      </div>
    );
  }
  return (
    <section className={cx(formStyles.card, formStyles.wide)} aria-labelledby="ma-demande-retrait">
      <h2 id="ma-demande-retrait" className={styles.subtitle}>
        Vous n’avez plus besoin d’un artisan ?
      </h2>
      <p>
        Retirez votre demande : {many ? 'les artisans en sont prévenus' : 'l’artisan en est prévenu'} par
        e-mail et ne {many ? 'la traitent' : 'la traite'} plus.
      </p>
      {withdraw.isError ? (
        <FormAlert tone="error" title={WITHDRAW_ERROR}>
          {errorMessage(withdraw.error)}
        </FormAlert>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {WITHDRAW_LABEL}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={WITHDRAW_CONFIRM_TITLE}
        message={`${
          many ? `Les ${suivi.artisans.length} artisans seront prévenus` : 'L’artisan sera prévenu'
        } par e-mail que vous retirez votre demande. Ce retrait est définitif.`}
        confirmLabel={WITHDRAW_LABEL}
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

function Record({ token, suivi }: { token: string; suivi: DemandeSuivi }) {
  const sentOn = frenchDay(suivi.dateEnvoi);
  const until = frenchDay(suivi.dateExpiration);
  const many = suivi.artisans.length > 1;
  return (
    <Frame
      lead={`Envoyée le ${sentOn ?? ''} à ${many ? `${suivi.artisans.length} artisans` : 'un artisan'}. ${
        suivi.dateRetrait !== null
          ? 'Vous l’avez retirée.'
          : `${many ? 'Chacun vous répond' : 'Il vous répond'} directement, par e-mail ou par téléphone.`
      }`}
    >
      <section className={cx(formStyles.card, formStyles.wide)} aria-labelledby="ma-demande-artisans">
        <h2 id="ma-demande-artisans" className={styles.subtitle}>
          {many ? 'Les artisans' : 'L’artisan'}
        </h2>
        <ul className={styles.artisans}>
          {suivi.artisans.map((artisan) => (
            <li key={artisan.id} className={styles.artisan}>
              <Link to={hrefs.artisan(artisan.id)}>{artisan.entrepriseNom}</Link>
              <span className={artisan.traitee ? styles.handled : styles.state}>{stateText(artisan)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={cx(formStyles.card, formStyles.wide)} aria-labelledby="ma-demande-message">
        <h2 id="ma-demande-message" className={styles.subtitle}>
          Votre message
        </h2>
        <p>Code postal des travaux : {suivi.codePostal}</p>
        <p className={styles.message}>{suivi.message}</p>
      </section>
      {suivi.relance && suivi.dateRetrait === null ? <FollowUp suivi={suivi} /> : null}
      <Withdrawal token={token} suivi={suivi} />
      <p className={styles.lead}>
        {until ? `Ce lien personnel fonctionne jusqu’au ${until}, puis votre demande est supprimée. ` : null}
        Ne le transmettez pas : il donne accès à votre demande.{' '}
        <Link to={hrefs.privacy()}>Politique de confidentialité</Link>
      </p>
    </Frame>
  );
}

function SuiviLink({ token }: { token: string }) {
  const query = useDemandeSuivi(token);
  const status = loadable(query);
  if (status.status === 'loading')
    return (
      <Frame>
        <LoadingText block>{SUIVI_LOADING}</LoadingText>
      </Frame>
    );
  if (status.status === 'error') {
    // A 400 (a token the contract refuses) is no link either.
    if (isNotFound(query.error) || errorStatus(query.error) === 400) return <InvalidLink />;
    return (
      <Frame>
        <RetryAlert message={SUIVI_ERROR} onRetry={() => void query.refetch()} />
      </Frame>
    );
  }
  return <Record token={token} suivi={status.data} />;
}

export function MaDemandePage() {
  usePageMeta(`${MA_DEMANDE_TITLE} – ${SITE_NAME}`, MA_DEMANDE_DESCRIPTION, { noindex: true });
  const [params] = useSearchParams();
  const token = readSuiviToken(params);
  return token ? <SuiviLink key={token} token={token} /> : <InvalidLink />;
}
