// /revendiquer, « C'est votre entreprise ? »: a business takes over the listing the registers built for it. With
// ?fiche=<id> (the listing's own button), the claim of that listing: whether it can be claimed, the claimant's form
// with the proofs the registers allow and documents, then the code mailed to the RGE e-mail (the right one opens the
// activation page, where the owner chooses its password and reaches its editor), the letter on its way or the documents
// received for an administrator to decide. A listing an account manages cannot be claimed, but its business may
// contest that account (?fiche=<id>&contester=1, an address a reload keeps): documents only, an administrator decides.
// With ?courrier=<code> (the letter's QR code), that code ready to check.
// Without either, the listing is found first (listing-finder.tsx) and a letter's code may be typed. Beside it, where
// the listings come from and what the proofs are for. A form page: never indexed (noindex).
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  REVENDICATION_CONTEST_TEXTS,
  REVENDICATION_LIMITS,
  REVENDICATION_MESSAGES,
  type RevendicationCourrierCreee,
  type RevendicationDocumentsCreee,
  type RevendicationEnvoi,
  type RevendicationFiche,
} from '@annuaire/shared/contract/revendication';
import { hrefs } from '@annuaire/shared/federation/routes';
import { errorMessage, errorStatus } from '@annuaire/shared/forms/field-errors';
import { Link, useNavigate, useSearchParams } from '@annuaire/shared/routing/router';
import { useHydrated } from '@annuaire/shared/ssr/use-hydrated';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { Spinner } from '@annuaire/shared/ui/spinner';
import { FormAlert } from '../../../../components/form-alert';
import { RetryAlert } from '../../../../components/retry-alert';
import { SITE_NAME, usePageMeta } from '../../../../hooks/use-page-meta';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import { PageLayout } from '../../common/components/page-layout';
import { useRevendicationFiche } from '../api/revendication';
import { forgetClaim, loadClaim, saveClaim, type ClaimInProgress } from '../utils/claim-session';
import { readContestParam, readFicheParam } from '../utils/fiche-param';
import { ClaimForm } from './claim-form';
import { CodeForm } from './code-form';
import { LetterCodeForm } from './letter-code-form';
import { ListingFinder } from './listing-finder';
import styles from './revendication-page.module.css';

export const CLAIM_TITLE = 'C’est votre entreprise ?';
export const CLAIM_DESCRIPTION =
  'Votre entreprise figure dans l’Annuaire des artisans d’après les registres publics ? Prenez gratuitement la gestion de sa fiche en quelques minutes, après avoir prouvé qu’elle est la vôtre.';

export function RevendicationPage() {
  usePageMeta(`${CLAIM_TITLE} – ${SITE_NAME}`, CLAIM_DESCRIPTION, { noindex: true });
  const [params] = useSearchParams();
  const artisanId = readFicheParam(params);
  const letterCode = params.get('courrier');
  const contest = readContestParam(params);
  return (
    <PageLayout
      title={CLAIM_TITLE}
      lead="Prenez gratuitement la gestion de la fiche de votre entreprise : photos, description, métiers, zone d’intervention, et les demandes des particuliers."
      breadcrumb={[{ label: 'Accueil', to: hrefs.home() }, { label: 'Revendiquer une fiche' }]}
    >
      <div className={styles.grid}>
        <section aria-labelledby="revendication-pourquoi" className={styles.box}>
          <h2 id="revendication-pourquoi" className={styles.boxTitle}>
            Comment ça marche
          </h2>
          <p>
            Les fiches marquées « Cette fiche n’est pas encore gérée par l’entreprise » sont établies d’après
            les <strong>registres publics</strong> : le répertoire SIRENE de l’INSEE et la liste des
            entreprises RGE de l’ADEME.
          </p>
          <p>
            Pour qu’un concurrent ne puisse pas prendre la fiche d’une autre entreprise, vous prouvez que
            l’entreprise est la vôtre : un <strong>code à {REVENDICATION_LIMITS.codeLength} chiffres</strong>{' '}
            est envoyé à l’adresse e-mail que la liste RGE donne pour son SIRET, valable{' '}
            {REVENDICATION_LIMITS.codeMinutes} minutes, ou un <strong>code par courrier</strong> à l’adresse
            que le répertoire SIRENE donne pour l’établissement, valable {REVENDICATION_LIMITS.letterDays}{' '}
            jours. À défaut, vous nous envoyez un <strong>extrait Kbis</strong> ou un avis de situation SIRENE
            et votre pièce d’identité : notre équipe les examine, puis les supprime{' '}
            {REVENDICATION_LIMITS.documentsKeptDays} jours après sa décision.
          </p>
          <p>
            Le bon code crée votre <strong>compte professionnel</strong> : vous choisissez votre mot de passe
            et complétez votre fiche aussitôt.
          </p>
          <p className={styles.small}>
            Une information inexacte vient du répertoire SIRENE : faites-la corriger auprès de l’INSEE, la
            fiche suivra au prochain import. Vous pouvez aussi demander le{' '}
            <Link to={hrefs.retraitFiche()}>retrait de votre fiche</Link>. Vos informations servent à vérifier
            votre demande : voyez notre <Link to={hrefs.privacy()}>politique de confidentialité</Link>.
          </p>
        </section>
        {letterCode !== null ? (
          <LetterCodeForm initialCode={letterCode} />
        ) : artisanId === null ? (
          <div className={styles.steps}>
            <ListingFinder />
            <LetterCodeForm />
          </div>
        ) : (
          <ListingClaim key={artisanId} artisanId={artisanId} contest={contest} />
        )}
      </div>
    </PageLayout>
  );
}

/**
 * The claim of one listing, from what the API says of it to the code; with `contest`, the contest of the account that
 * manages it (nothing else when no account does).
 */
function ListingClaim({ artisanId, contest }: { artisanId: number; contest: boolean }) {
  const fiche = useRevendicationFiche(artisanId);
  // Opened from this page's own button (not by loading its address): the focus follows to the contest's heading.
  const [contestAtStart] = useState(contest);
  const navigate = useNavigate();
  // The claim this tab began (sessionStorage), read once hydrated: the server knows nothing of it. Until the page
  // changes it (undefined), the stored one.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? loadClaim(artisanId) : null), [hydrated, artisanId]);
  const [changed, setClaim] = useState<ClaimInProgress | null | undefined>(undefined);
  const claim = changed === undefined ? stored : changed;
  const [letter, setLetter] = useState<RevendicationCourrierCreee | null>(null);
  const [documents, setDocuments] = useState<RevendicationDocumentsCreee | null>(null);

  if (fiche.isPending) return <Spinner label="Chargement de la fiche..." />;
  if (fiche.isError) {
    const status = errorStatus(fiche.error);
    if (status === 404 || status === 400) {
      return (
        <div className={styles.steps}>
          <FormAlert tone="error" title={REVENDICATION_MESSAGES.ficheIntrouvable}>
            Cherchez la fiche de votre entreprise par son SIRET ou son nom.
          </FormAlert>
          <ListingFinder />
        </div>
      );
    }
    return <RetryAlert message={errorMessage(fiche.error)} onRetry={() => void fiche.refetch()} />;
  }
  const listing = fiche.data;

  return (
    <div className={styles.steps}>
      <p className={styles.listing}>
        Fiche : <Link to={hrefs.artisan(listing.artisanId)}>{listing.entrepriseNom}</Link>
        {listing.ville ? `, ${listing.ville}` : ''} — SIRET {formatSiret(listing.siret)}
      </p>
      {documents !== null ? (
        <DocumentsReceived
          title={contest && listing.geree ? REVENDICATION_CONTEST_TEXTS.sentTitle : DOCUMENTS_SENT}
          message={documents.message}
        />
      ) : letter !== null ? (
        <>
          <LetterSent message={letter.message} />
          <LetterCodeForm />
        </>
      ) : claim !== null && !listing.geree ? (
        <CodeForm
          claim={claim}
          onResent={(next) => {
            saveClaim(artisanId, next);
            setClaim(next);
          }}
          onValidated={(result) => {
            forgetClaim(artisanId);
            navigate(result.activation);
          }}
          onRestart={() => {
            forgetClaim(artisanId);
            setClaim(null);
            void fiche.refetch();
          }}
        />
      ) : (
        <ClaimStart
          listing={listing}
          contest={contest}
          focusContest={contest && !contestAtStart}
          onSent={(sent) => {
            if (sent.preuve === 'COURRIER') {
              setLetter(sent);
              return;
            }
            if (sent.preuve === 'DOCUMENTS') {
              setDocuments(sent);
              return;
            }
            const next = { jeton: sent.jeton, emailMasque: sent.emailMasque, expireLe: sent.expireLe };
            saveClaim(artisanId, next);
            setClaim(next);
          }}
        />
      )}
    </div>
  );
}

/** The letter is on its way: said where the eye and the screen reader are, the form's place. */
function LetterSent({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <FormAlert tone="success" title="Votre courrier est en route" focusRef={ref}>
      {message} Quand il arrive, scannez son QR code ou saisissez son code ci-dessous.
    </FormAlert>
  );
}

const DOCUMENTS_SENT = 'Documents envoyés';

/**
 * The documents (of a claim or a contest) wait for an administrator: said where the form was, with the focus, as the
 * letter's.
 */
function DocumentsReceived({ title, message }: { title: string; message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <FormAlert tone="success" title={title} focusRef={ref}>
      {message} Si elle accepte votre demande, le lien pour choisir votre mot de passe partira à votre adresse
      e-mail.
    </FormAlert>
  );
}

/**
 * Whether the listing can be claimed now, and the claimant's form when it can; a managed listing offers its contest,
 * opened by `contest`.
 */
function ClaimStart({
  listing,
  contest,
  focusContest,
  onSent,
}: {
  listing: RevendicationFiche;
  contest: boolean;
  /** The contest was just opened from the button: its heading takes the focus. */
  focusContest: boolean;
  onSent(sent: RevendicationEnvoi): void;
}) {
  if (listing.geree) {
    if (contest) return <ContestStart listing={listing} focusOnMount={focusContest} onSent={onSent} />;
    return (
      <div className={styles.steps}>
        <FormAlert tone="error" title={REVENDICATION_MESSAGES.dejaGeree}>
          Vous en êtes le titulaire ? Connectez-vous à votre espace professionnel.{' '}
          {REVENDICATION_CONTEST_TEXTS.notYours}
        </FormAlert>
        <p className={styles.contestAction}>
          <ButtonLink to={hrefs.claimContest(listing.artisanId)} variant="secondary">
            {REVENDICATION_CONTEST_TEXTS.title}
          </ButtonLink>
        </p>
      </div>
    );
  }
  // Each proof the registers allow and no other claim of the same proof is using.
  const emailMasque = listing.enCours ? null : listing.emailMasque;
  const adresseCourrier = listing.courrierEnCours ? null : listing.adresseCourrier;
  // A letter of another claim on its way: whoever holds it may type its code here.
  const letterForm = listing.courrierEnCours ? <LetterCodeForm /> : null;
  const byCode = emailMasque !== null || adresseCourrier !== null;
  // No code possible: why, and a way to ask us (documents may be all the business has, or not even them).
  const noCode = byCode ? null : (
    <p className={styles.small}>
      {listing.enCours ? REVENDICATION_MESSAGES.enCours : REVENDICATION_MESSAGES.sansEmail}{' '}
      {listing.courrierEnCours ? REVENDICATION_MESSAGES.courrierEnCours : REVENDICATION_MESSAGES.sansAdresse}{' '}
      Une question ? <Link to={hrefs.contact()}>Écrivez-nous</Link> en indiquant votre SIRET, votre nom et
      votre fonction dans l’entreprise.
    </p>
  );
  if (!byCode && listing.documentsEnCours) {
    return (
      <div className={styles.steps}>
        <FormAlert tone="error" title={REVENDICATION_MESSAGES.documentsEnCours} />
        {noCode}
        {letterForm}
      </div>
    );
  }
  return (
    <div className={styles.steps}>
      {noCode}
      <ClaimForm
        artisanId={listing.artisanId}
        entrepriseNom={listing.entrepriseNom}
        siret={formatSiret(listing.siret)}
        emailMasque={emailMasque}
        adresseCourrier={adresseCourrier}
        documents={!listing.documentsEnCours}
        onSent={onSent}
      />
      {letterForm}
    </div>
  );
}

/**
 * The contest of a listing an account manages: what it is and what follows, then the claimant's form with documents
 * as its only proof, unless another claim's documents already wait for a decision (one at a time per listing).
 */
function ContestStart({
  listing,
  focusOnMount,
  onSent,
}: {
  listing: RevendicationFiche;
  focusOnMount: boolean;
  onSent(sent: RevendicationEnvoi): void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);
  return (
    <div className={styles.steps}>
      <section aria-labelledby="revendication-contestation" className={styles.contest}>
        <h2 id="revendication-contestation" ref={titleRef} tabIndex={-1} className={styles.contestTitle}>
          {REVENDICATION_CONTEST_TEXTS.title}
        </h2>
        <p>{REVENDICATION_CONTEST_TEXTS.intro}</p>
      </section>
      {listing.documentsEnCours ? (
        <FormAlert tone="error" title={REVENDICATION_CONTEST_TEXTS.pending} />
      ) : (
        <ClaimForm
          artisanId={listing.artisanId}
          entrepriseNom={listing.entrepriseNom}
          siret={formatSiret(listing.siret)}
          emailMasque={null}
          adresseCourrier={null}
          documents
          contest
          onSent={onSent}
        />
      )}
    </div>
  );
}
