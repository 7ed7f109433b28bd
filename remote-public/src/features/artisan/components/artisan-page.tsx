// /artisan/:artisanId (SPEC 2, public artisan page): company name, main image, years of experience, the phone and
// e-mail the artisan chose to show, SIRET, SIREN, address, activity radius, the average rating in half stars with
// 'Voir tous les avis', 'À propos de l'artisan', the trades, the 'Normes Acquises' and 'Galerie de Réalisations'
// galleries with a lightbox, and 'EDITER LE PROFIL' for an admin or the artisan. Two API calls on arrival. Any
// artisan can be reached by « Contacter cet artisan » (issue 19: a request relayed by e-mail, whatever they chose to
// show: the dialog is features/demande's, which src/app gives the page), and « Répond rapidement » marks those who
// answer most requests within 48 hours. Issue 20: beside the average, how many reviews are verified, and the link to
// « Comment fonctionnent les avis »; the reviews come with the page (« Avis clients »: the distribution per star,
// the share of verified reviews and the latest reviews, reviews-summary.tsx) and go into the JSON-LD too. Also the
// phone in pairs (its tel: link in the +33 form), « Entreprise créée en … » under the years of experience, and the
// SIREN linked to the company's public record on annuaire-entreprises.data.gouv.fr (a new tab), and under the contact
// details the map of the artisan's area with its radius (zone-map.tsx), for an artisan with a position. Issue 21 too:
// « Normes Acquises » lists each qualification with its body, number and validity, « Assurance décennale » the
// ten-year liability insurances (qualifications.tsx), and an « RGE » badge beside the name leads to them.
// Issue 22: the page's shape while it loads (the spec's message kept for screen readers), and a print stylesheet
// (artisan-page.module.css: name, trades, contact shown, address, qualifications; no header, footer or button).
// A listing of the registers nobody manages yet says so and offers its claim; by its joignabilite, a visitor writes
// to its business's e-mail in the RGE list (« Contacter cette entreprise », this listing alone), or is told it cannot
// be reached and offered, under the hero, the nearest managed artisans of its trade (unmanaged-listing.tsx).
import { delaiReponseLabel } from '@annuaire/shared/contract/urgence-texts';
import { UrgenceLines } from '@annuaire/shared/ui/urgence-lines';
import { useRef, useState } from 'react';
import { Link, useParams } from '@annuaire/shared/routing/router';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { formatPhone, phoneHref } from '@annuaire/shared/domain/phone';
import { formatAverage, shouldShowAverage } from '@annuaire/shared/domain/rating';
import { showsEmail, showsPhone } from '@annuaire/shared/domain/visibility';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Breadcrumb } from '@annuaire/shared/ui/breadcrumb';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { useServerStatus, useSiteOrigin } from '@annuaire/shared/ssr/page-head';
import { ResponsiveImage } from '@annuaire/shared/ui/responsive-image';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { Skeleton } from '@annuaire/shared/ui/skeleton';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import { InitialPlaceholder } from '../../../components/initial-placeholder';
import pageStyles from '../../../components/page.module.css';
import { RetryAlert } from '../../../components/retry-alert';
import { SITE_NAME, usePageMeta } from '../../../hooks/use-page-meta';
import { breadcrumbJsonLd } from '../../../utils/breadcrumb-json-ld';
import { parseRouteId } from '../../../utils/route-id';
import { useArtisanProfile } from '../hooks/use-artisan-profile';
import { useCanEdit } from '../hooks/use-can-edit';
import { useJsonLd } from '../hooks/use-json-ld';
import { useReviews } from '../hooks/use-reviews';
import { artisanJsonLd, serializeJsonLd } from '../utils/artisan-json-ld';
import { formatSiren, formatSiret } from '@annuaire/shared/domain/company-numbers';
import { foundingText, sirenRecordUrl } from '../utils/company';
import { IconCheck, IconExternal } from '@annuaire/shared/ui/icons';
import { ImageGallery } from './image-gallery';
import { AssuranceSection, NORMES_ID, NormesSection } from './qualifications';
import { RGE_ARTISAN_EXPLANATION, RgeBadge } from '@annuaire/shared/ui/rge-badge';
import { useParisToday } from '../hooks/use-paris-today';
import { ZoneMap } from './zone-map';
import { verifiedReviewsText } from '../utils/reviews';
import { REVIEWS_POLICY_LINK, ReviewsModal } from './reviews-modal';
import { ReviewsSummary } from './reviews-summary';
import { Alternatives, offersAlternatives, UnmanagedContact } from './unmanaged-listing';
import styles from './artisan-page.module.css';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande-limits';
import type { DemandeDialogComponent } from '../../../components/demande-dialog-slot';
import { DemandeSelectionButton } from '../../../components/demande-selection-button';
import { useDemandeSelection } from '../../../hooks/use-demande-selection';
import { REGISTRE_LISTING_TEXTS } from '@annuaire/shared/contract/registre-listing';

export const ARTISAN_LOADING = SCREEN_MESSAGES.artisanLoading;
export const ARTISAN_NOT_FOUND = 'Artisan introuvable.';
export const ARTISAN_CLOSED = REGISTRE_LISTING_TEXTS.closed;
export const ARTISAN_ERROR = "Les données de l'artisan ne peuvent pas être chargées pour le moment.";
export const FAST_REPLY_BADGE = 'Répond rapidement';
export const FAST_REPLY_EXPLANATION = `Répond à la plupart des demandes en moins de ${DEMANDE_LIMITS.fastReplyMaxMedianHours} h`;
/** Said after the SIREN's link to screen readers: where it leads, and that it opens a new tab. */
export const SIREN_LINK_HINT =
  ' : fiche publique de l’entreprise sur l’Annuaire des Entreprises (s’ouvre dans un nouvel onglet)';

/** The main image's rendered width per layout (its <img> and the head's preload). */
const MAIN_IMAGE_SIZES = '(min-width: 60em) 36rem, 100vw';

function experienceText(years: number): string {
  if (years < 1) return "Moins d'un an d'expérience";
  return `${years} an${years > 1 ? 's' : ''} d'expérience`;
}

function withImage(details: readonly ArtisanDetail[], type: ArtisanDetail['type']): ArtisanDetail[] {
  return details.filter((detail) => detail.type === type && detail.pathImg);
}

function metaDescription(artisan: ArtisanPublic, about: string | null): string {
  const trades = artisan.specialitesDetails.map((specialite) => specialite.metier.toLowerCase()).join(', ');
  const place = [artisan.adresse.ville, artisan.adresse.codePostal ? `(${artisan.adresse.codePostal})` : '']
    .filter(Boolean)
    .join(' ');
  const parts = [
    `${artisan.entrepriseNom}${trades ? `, ${trades}` : ''}${place ? ` à ${place}` : ''}.`,
    `Rayon d'activité : ${artisan.rayonActivite} km.`,
  ];
  if (shouldShowAverage(artisan.moyenne)) {
    parts.push(`Note ${formatAverage(artisan.moyenne)}/5 (${artisan.nombreAvis} avis).`);
  }
  if (about) parts.push(about);
  const text = parts.join(' ');
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}

interface ArtisanProfileProps {
  artisan: ArtisanPublic;
  details: ArtisanDetail[];
  DemandeDialog: DemandeDialogComponent;
}

function ArtisanProfile({ artisan, details, DemandeDialog }: ArtisanProfileProps) {
  const canEdit = useCanEdit(artisan.id);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  // Which request the dialog holds: this artisan alone (« Contacter cet artisan »), or the tab's selection.
  const [demandeOpen, setDemandeOpen] = useState<'one' | 'selection' | null>(null);
  const selection = useDemandeSelection();
  const selectionSent = useRef(false);
  // The reviews come with the page: its « Avis clients » section shows the latest (reviews-summary.tsx).
  const reviews = useReviews(artisan.id, true);
  const about = details.find((detail) => detail.type === 'DESCRIPTION')?.description?.trim() || null;
  // The day the qualifications' validity is read against, once for the page (the server's and the browser's).
  const today = useParisToday();
  const works = withImage(details, 'IMG_REALISATION');
  const trades = artisan.specialitesDetails;
  const { adresse } = artisan;
  const phone = artisan.telephone && showsPhone(artisan.personnalDataToShow) ? artisan.telephone : null;
  const email = artisan.email && showsEmail(artisan.personnalDataToShow) ? artisan.email : null;
  const town = [adresse.codePostal, adresse.ville].filter(Boolean).join(' ');
  const founded = foundingText(artisan.dateCreationEntreprise);
  const sirenUrl = sirenRecordUrl(artisan.siren);
  const { registre } = artisan;

  const tradeNames = trades.map((specialite) => specialite.metier).join(', ');
  const origin = useSiteOrigin();
  const jsonLd = artisanJsonLd(
    artisan,
    about,
    origin,
    reviews.status === 'success' ? reviews.notes : undefined,
  );
  const mainImage = artisan.imagePrincipale;
  const mainImageAlt = mainImage?.description?.trim() || `Photo de ${artisan.entrepriseNom}`;
  usePageMeta(
    `${artisan.entrepriseNom}${tradeNames ? ` – ${tradeNames}` : ''}${adresse.ville ? ` à ${adresse.ville}` : ''} – ${SITE_NAME}`,
    metaDescription(artisan, about),
    {
      canonicalPath: hrefs.artisan(artisan.id),
      type: 'profile',
      jsonLd: {
        artisan: jsonLd,
        breadcrumb: breadcrumbJsonLd(
          [
            { name: 'Accueil', path: hrefs.home() },
            { name: 'Métiers', path: hrefs.metiers() },
            { name: artisan.entrepriseNom, path: hrefs.artisan(artisan.id) },
          ],
          origin,
        ),
      },
      ...(mainImage
        ? {
            image: { src: mainImage.pathImg, alt: mainImageAlt },
            preloadImage: {
              href: mainImage.pathImg,
              srcSet: imageSrcSet(mainImage.pathImg) || undefined,
              sizes: MAIN_IMAGE_SIZES,
            },
          }
        : {}),
    },
  );
  useJsonLd(serializeJsonLd(jsonLd));

  return (
    // printPage: the print stylesheet's scope (artisan-page.module.css, issue 22).
    <article className={`${pageStyles.page} ${pageStyles.spacious} ${styles.printPage}`}>
      <Breadcrumb
        items={[
          { label: 'Accueil', to: hrefs.home() },
          { label: 'Métiers', to: hrefs.metiers() },
          { label: artisan.entrepriseNom },
        ]}
      />
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <div className={styles.titleRow}>
            <h1 className={`${pageStyles.title} ${styles.title}`}>{artisan.entrepriseNom}</h1>
            {artisan.rge ? <RgeBadge explanation={RGE_ARTISAN_EXPLANATION} href={`#${NORMES_ID}`} /> : null}
          </div>
          {tradeNames ? <p className={styles.trades}>{tradeNames}</p> : null}
          {artisan.anneeExperience !== null ? (
            <p className={styles.experience}>{experienceText(artisan.anneeExperience)}</p>
          ) : null}
          {founded ? <p className={styles.experience}>{founded}</p> : null}
          <div className={styles.reviewsBlock}>
            <div className={styles.rating}>
              {shouldShowAverage(artisan.moyenne) ? (
                <StarRating value={artisan.moyenne} count={artisan.nombreAvis} />
              ) : (
                <p className={styles.muted}>Pas encore d&apos;avis</p>
              )}
              {artisan.nombreAvis > 0 ? (
                <span className={styles.verified}>{verifiedReviewsText(artisan.nombreAvisVerifies)}</span>
              ) : null}
              {artisan.nombreAvis > 0 ? (
                <Button variant="secondary" size="sm" onClick={() => setReviewsOpen(true)}>
                  Voir tous les avis
                </Button>
              ) : null}
              {artisan.repondRapidement ? (
                <span className={styles.badge} title={FAST_REPLY_EXPLANATION}>
                  <IconCheck size="1em" />
                  {FAST_REPLY_BADGE}
                  <span className="visually-hidden"> : {FAST_REPLY_EXPLANATION.toLowerCase()}</span>
                </span>
              ) : null}
              {artisan.delaiReponseHeures !== null ? (
                <span className={styles.verified}>{delaiReponseLabel(artisan.delaiReponseHeures)}</span>
              ) : null}
            </div>
            <UrgenceLines
              depannageUrgence={artisan.depannageUrgence}
              depannageHoraires={artisan.depannageHoraires}
              disponibleSousJours={artisan.disponibleSousJours}
              disponibiliteIndiqueeLe={artisan.disponibiliteIndiqueeLe}
            />
            <Link to={hrefs.reviewsPolicy()} className={styles.policyLink}>
              {REVIEWS_POLICY_LINK}
            </Link>
          </div>
          {/* The page's main action, above the fold on a phone too: a request relayed by e-mail, whatever the
              artisan chose to show. A listing nobody manages says so, and offers the business to take it over; a
              visitor writes to it only through its RGE e-mail, when its joignabilite allows. */}
          {artisan.geree ? (
            <div className={styles.contact}>
              <Button
                size="lg"
                onClick={() => setDemandeOpen('one')}
                onPointerEnter={DemandeDialog.preload}
                onFocus={DemandeDialog.preload}
              >
                Contacter cet artisan
              </Button>
              <p className={styles.contactNote}>
                Votre demande lui est transmise par e-mail ; il vous répond directement.
              </p>
              {/* To compare: the artisan joins the request being put together on the trade page or the map. */}
              <div className={styles.selection}>
                <DemandeSelectionButton
                  artisan={{ id: artisan.id, entrepriseNom: artisan.entrepriseNom }}
                  noteClassName={styles.contactNote}
                />
                {selection.chosen.length > 0 ? (
                  <Button
                    variant="ghost"
                    onClick={() => setDemandeOpen('selection')}
                    onPointerEnter={DemandeDialog.preload}
                    onFocus={DemandeDialog.preload}
                  >
                    Demander un devis ({selection.chosen.length})
                  </Button>
                ) : null}
              </div>
            </div>
          ) : (
            <UnmanagedContact
              artisan={artisan}
              onContact={() => setDemandeOpen('one')}
              onPreload={DemandeDialog.preload}
            />
          )}
        </div>
        <div className={styles.mainImage}>
          {/* Over the picture: it appears once the browser knows the session (the page comes from the server as a
              visitor's) without moving anything. */}
          {canEdit ? (
            <ButtonLink to={hrefs.editor(artisan.id)} variant="accent" className={styles.edit}>
              EDITER LE PROFIL
            </ButtonLink>
          ) : null}
          {artisan.imagePrincipale ? (
            <ResponsiveImage
              src={artisan.imagePrincipale.pathImg}
              alt={mainImageAlt}
              sizes={MAIN_IMAGE_SIZES}
              aspectRatio="4 / 3"
              eager
            />
          ) : (
            <InitialPlaceholder name={artisan.entrepriseNom} />
          )}
        </div>
      </header>

      {/* Right under the hero: the visitor's way on when this listing cannot be reached. */}
      {!artisan.geree && offersAlternatives(artisan.joignabilite) ? <Alternatives artisan={artisan} /> : null}

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="artisan-coordonnees">
          <h2 id="artisan-coordonnees" className={styles.sectionTitle}>
            Coordonnées
          </h2>
          <dl className={styles.facts}>
            {phone ? (
              <div>
                <dt>Téléphone</dt>
                <dd>
                  <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
                </dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Adresse</dt>
              <dd>
                {adresse.rue ? (
                  <>
                    {adresse.rue}
                    <br />
                  </>
                ) : null}
                {town ? (
                  <>
                    {town}
                    <br />
                  </>
                ) : null}
                {adresse.pays}
              </dd>
            </div>
            {artisan.geree || artisan.rayonActivite > 0 ? (
              <div>
                <dt>Rayon d&apos;activité</dt>
                <dd>{artisan.rayonActivite} km</dd>
              </div>
            ) : null}
            <div>
              <dt>SIRET</dt>
              <dd>{formatSiret(artisan.siret)}</dd>
            </div>
            <div>
              <dt>SIREN</dt>
              <dd>
                {sirenUrl ? (
                  <a href={sirenUrl} target="_blank" rel="noopener noreferrer" className={styles.external}>
                    {formatSiren(artisan.siren)}
                    <IconExternal size="0.9em" />
                    <span className="visually-hidden">{SIREN_LINK_HINT}</span>
                  </a>
                ) : (
                  artisan.siren
                )}
              </dd>
            </div>
            {registre?.trancheEffectifs ? (
              <div>
                <dt>{REGISTRE_LISTING_TEXTS.workforce}</dt>
                <dd>{registre.trancheEffectifs}</dd>
              </div>
            ) : null}
          </dl>
          {!phone && !email && artisan.geree ? (
            <p className={styles.muted}>
              Cet artisan n&apos;affiche ni téléphone ni e-mail : écrivez-lui avec « Contacter cet artisan ».
            </p>
          ) : null}
          {registre?.positionPrecision === 'commune' ? (
            <p className={styles.muted}>{REGISTRE_LISTING_TEXTS.commune}.</p>
          ) : null}
          {/* A listing nobody manages has no radius yet: no area to draw. */}
          {artisan.geree || artisan.rayonActivite > 0 ? <ZoneMap artisan={artisan} /> : null}
          {registre ? (
            <p className={styles.registreOrigin}>
              {artisan.geree ? `${REGISTRE_LISTING_TEXTS.managed} ` : ''}
              {REGISTRE_LISTING_TEXTS.origin(registre.sources, registre.miseAJourLe)}
            </p>
          ) : null}
        </section>

        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="artisan-a-propos">
            <h2 id="artisan-a-propos" className={styles.sectionTitle}>
              À propos de l&apos;artisan
            </h2>
            <p className={about ? styles.about : styles.muted}>
              {about ?? "Cet artisan n'a pas encore rédigé de description."}
            </p>
          </section>

          <section className={styles.section} aria-labelledby="artisan-specialites">
            <h2 id="artisan-specialites" className={styles.sectionTitle}>
              Spécialités
            </h2>
            {trades.length > 0 ? (
              <ul className={styles.tags} role="list">
                {trades.map((specialite) => (
                  <li key={specialite.id}>
                    <Link to={hrefs.metier(specialite.id)} className={styles.tag}>
                      {specialite.metier}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>Aucune spécialité</p>
            )}
          </section>
        </div>
      </div>

      <ReviewsSummary artisanId={artisan.id} reviews={reviews} onShowAll={() => setReviewsOpen(true)} />
      <NormesSection details={details} today={today} />
      <AssuranceSection details={details} today={today} />
      <ImageGallery
        title="Galerie de Réalisations"
        images={works}
        fallbackAlt="Réalisation"
        empty="Aucune réalisation publiée pour le moment."
        aspectRatio="4 / 3"
        className={styles.printHidden}
      />
      {/* The right to object (RGPD, article 21): the withdrawal form, filled in with this listing's SIRET and id. */}
      <p className={styles.printHidden}>
        <Link to={hrefs.retraitFiche(artisan.siret, artisan.id)} className={styles.policyLink}>
          Retirer cette fiche de l’annuaire
        </Link>
      </p>

      <ReviewsModal
        open={reviewsOpen}
        onClose={() => setReviewsOpen(false)}
        company={artisan.entrepriseNom}
        reviews={reviews}
      />
      <DemandeDialog
        open={demandeOpen !== null}
        onClose={() => {
          setDemandeOpen(null);
          // Sent: the selection has done its work.
          if (selectionSent.current) selection.clear();
          selectionSent.current = false;
        }}
        artisans={
          demandeOpen === 'selection'
            ? selection.chosen
            : [{ id: artisan.id, entrepriseNom: artisan.entrepriseNom }]
        }
        onSent={() => {
          selectionSent.current = demandeOpen === 'selection';
        }}
      />
    </article>
  );
}

/**
 * The page's shape while the artisan loads (issue 22): the breadcrumb, the hero (name, trades, experience, rating,
 * « Contacter cet artisan », the 4 / 3 picture) and the contact card beside the first sections, in the very elements
 * and classes of the page, so that it takes their place without moving. Hidden from screen readers, which read the
 * spec's loading message beside it.
 */
function ArtisanProfileSkeleton() {
  return (
    <>
      <LoadingText className="visually-hidden">{ARTISAN_LOADING}</LoadingText>
      <p className={styles.skeletonBreadcrumb} aria-hidden="true">
        <Skeleton width="14rem" />
      </p>
      <div className={styles.hero} aria-hidden="true" data-testid="artisan-skeleton">
        <div className={styles.heroText}>
          <p className={`${pageStyles.title} ${styles.title} ${styles.skeletonLine}`}>
            <Skeleton width="18rem" />
          </p>
          <p className={`${styles.trades} ${styles.skeletonLine}`}>
            <Skeleton width="12rem" />
          </p>
          <p className={`${styles.experience} ${styles.skeletonLine}`}>
            <Skeleton width="10rem" />
          </p>
          <p className={styles.skeletonLine}>
            <Skeleton width="9rem" />
          </p>
          <div className={`${styles.contact} ${styles.skeletonLine}`}>
            <Skeleton shape="pill" className={styles.skeletonButton} />
            <p className={`${styles.contactNote} ${styles.skeletonLine}`}>
              <Skeleton width="20rem" />
            </p>
          </div>
        </div>
        <div className={styles.mainImage}>
          <Skeleton shape="block" aspectRatio="4 / 3" style={{ borderRadius: 0 }} />
        </div>
      </div>
      <div className={styles.columns} aria-hidden="true">
        <div className={styles.card}>
          <p className={`${styles.sectionTitle} ${styles.skeletonLine}`}>
            <Skeleton width="9rem" />
          </p>
          {[6, 10, 8, 5].map((width, index) => (
            <p key={index} className={styles.skeletonLine}>
              <Skeleton width={`${width}rem`} />
            </p>
          ))}
        </div>
        <div className={styles.main}>
          <div className={styles.section}>
            <p className={`${styles.sectionTitle} ${styles.skeletonLine}`}>
              <Skeleton width="14rem" />
            </p>
            {['100%', '92%', '60%'].map((width) => (
              <p key={width} className={styles.skeletonLine}>
                <Skeleton width={width} />
              </p>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

/** `DemandeDialog`: the request dialog of « Contacter cet artisan » (src/app gives features/demande's). */
export default function ArtisanPage({ DemandeDialog }: { DemandeDialog: DemandeDialogComponent }) {
  const { artisanId } = useParams();
  const id = parseRouteId(artisanId);
  const { profile, retry } = useArtisanProfile(id);
  useServerStatus(profile.status === 'notFound' ? 404 : profile.status === 'closed' ? 410 : null);
  usePageMeta(
    profile.status === 'notFound'
      ? `${ARTISAN_NOT_FOUND} – ${SITE_NAME}`
      : profile.status === 'closed'
        ? `${ARTISAN_CLOSED} – ${SITE_NAME}`
        : null,
    profile.status === 'notFound'
      ? "Cet artisan n'existe pas ou plus dans l'annuaire."
      : profile.status === 'closed'
        ? REGISTRE_LISTING_TEXTS.closedText
        : null,
    // A closed establishment's page stays out of search engines while it answers 410.
    profile.status === 'closed' ? { noindex: true } : undefined,
  );

  if (profile.status === 'success')
    return (
      <ArtisanProfile artisan={profile.artisan} details={profile.details} DemandeDialog={DemandeDialog} />
    );

  return (
    <div className={`${pageStyles.page} ${pageStyles.spacious}`}>
      {profile.status === 'loading' ? <ArtisanProfileSkeleton /> : null}
      {profile.status === 'notFound' ? (
        <EmptyState
          headingLevel={1}
          title={ARTISAN_NOT_FOUND}
          text="Cet artisan n'existe pas ou plus dans l'annuaire."
          action={<ButtonLink to={hrefs.metiers()}>Voir tous les métiers</ButtonLink>}
        />
      ) : null}
      {profile.status === 'closed' ? (
        <EmptyState
          headingLevel={1}
          title={ARTISAN_CLOSED}
          text={REGISTRE_LISTING_TEXTS.closedText}
          action={<ButtonLink to={hrefs.metiers()}>Voir tous les métiers</ButtonLink>}
        />
      ) : null}
      {profile.status === 'error' ? <RetryAlert message={ARTISAN_ERROR} onRetry={retry} /> : null}
    </div>
  );
}
