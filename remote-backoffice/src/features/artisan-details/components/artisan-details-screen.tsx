// /backoffice/admin/artisan/:artisanId (SPEC back office 3): the artisan's existing details, each as an editable
// form, grouped by type with their counts against the limits (two columns of forms on a wide screen, one on a
// phone), then the form to add one. The expired qualifications and insurances are listed too, with their status
// (issue 21). 'Retour' goes back to the artisan list.
import { useParams } from '@annuaire/shared/routing/router';
import type { DetailType } from '@annuaire/shared/contract/artisan-detail';
import { IdSchema } from '@annuaire/shared/contract/common';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useArtisan } from '../../../api/get-artisan';
import { AdminPage } from '../../../components/admin-page';
import { LoadError } from '../../../components/list-state';
import { listQuery } from '../../../utils/list-query';
import { useArtisanDetails } from '../api/get-artisan-details';
import { DETAIL_TYPE_LABELS, DETAIL_TYPE_ORDER } from '../utils/detail-types';
import { DetailForm } from './detail-form';
import styles from './artisan-details-screen.module.css';

const SECTION_TITLES = {
  IMG_PRINCIPALE: 'Image principale',
  DESCRIPTION: 'Description',
  IMG_REALISATION: 'Images de réalisations',
  NORME: 'Qualifications et certifications',
  ASSURANCE: 'Assurances décennales',
} as const satisfies Record<DetailType, string>;

function parseId(value: string | undefined): number | null {
  const id = IdSchema.safeParse(value);
  return id.success ? id.data : null;
}

export function ArtisanDetailsScreen() {
  const artisanId = parseId(useParams().artisanId);
  const back = { to: hrefs.backoffice.artisans(), label: 'Retour' };
  if (artisanId === null) {
    return (
      <AdminPage title="Artisan introuvable" documentTitle="Artisan introuvable" back={back}>
        <p role="alert">Cette adresse ne désigne aucun artisan.</p>
      </AdminPage>
    );
  }
  return <DetailsOf artisanId={artisanId} back={back} />;
}

function DetailsOf({ artisanId, back }: { artisanId: number; back: { to: string; label: string } }) {
  const artisan = listQuery(useArtisan(artisanId));
  const details = listQuery(useArtisanDetails(artisanId));
  const name = artisan.data?.entrepriseNom;
  const title = name ? `Détails de ${name}` : "Détails de l'artisan";

  let content;
  const error = artisan.error ?? details.error;
  if (error) {
    content = (
      <LoadError
        message={error}
        onRetry={() => {
          artisan.reload();
          details.reload();
        }}
      />
    );
  } else if (!details.data) {
    content = <LoadingText block>Chargement des détails de l&apos;artisan...</LoadingText>;
  } else {
    const all = details.data;
    content = (
      <>
        <p className={styles.counts}>
          {DETAIL_TYPE_ORDER.map((type) => (
            <span key={type} className={styles.count}>
              {DETAIL_TYPE_LABELS[type]} : {all.filter((detail) => detail.type === type).length} /{' '}
              {LIMITS.detailsPerType[type]}
            </span>
          ))}
        </p>
        <section aria-labelledby="existing-details" className={styles.section}>
          <h2 id="existing-details" className={styles.subtitle}>
            Détails existants
          </h2>
          {all.length === 0 ? <p className={styles.muted}>Aucun détail pour cet artisan.</p> : null}
          {DETAIL_TYPE_ORDER.map((type) => {
            const ofType = all.filter((detail) => detail.type === type);
            if (ofType.length === 0) return null;
            return (
              <div key={type} className={styles.group}>
                <h3 className={styles.groupTitle}>{SECTION_TITLES[type]}</h3>
                <ul className={styles.forms}>
                  {ofType.map((detail) => (
                    // The key includes the saved values: the details asked for again after a save start the form anew.
                    <li key={JSON.stringify(detail)}>
                      <DetailForm artisanId={artisanId} detail={detail} details={all} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
        <section aria-labelledby="new-detail" className={styles.section}>
          <h2 id="new-detail" className={styles.subtitle}>
            Ajouter un détail
          </h2>
          <div className={styles.addForm}>
            <DetailForm artisanId={artisanId} detail={null} details={all} />
          </div>
        </section>
      </>
    );
  }

  return (
    <AdminPage
      title={title}
      documentTitle={title}
      back={back}
      actions={
        <ButtonLink to={hrefs.artisan(artisanId)} variant="secondary">
          Voir la page publique
        </ButtonLink>
      }
    >
      {content}
    </AdminPage>
  );
}
