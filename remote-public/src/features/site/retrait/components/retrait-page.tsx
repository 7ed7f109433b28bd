// /retirer-une-fiche, « Retirer cette fiche de l’annuaire » (RGPD, article 21: the right to object): what the listings
// are built from, the right to object, who handles the request and that a withdrawn SIRET stays out of the next
// imports; then the form (retrait-form.tsx), filled in with the listing's SIRET and id when the profile's link gave
// them (?siret=…&artisan=…), which a confirmation replaces once sent. A form page: never indexed (noindex).
import { useState } from 'react';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link, useSearchParams } from '@annuaire/shared/routing/router';
import { PageLayout } from '../../common/components/page-layout';
import { SITE_NAME, usePageMeta } from '../../../../hooks/use-page-meta';
import { readRetraitQuery } from '../utils/retrait-query';
import { RetraitForm } from './retrait-form';
import { RetraitSent } from './retrait-sent';
import styles from './retrait-page.module.css';

export const RETRAIT_TITLE = 'Retirer cette fiche de l’annuaire';
export const RETRAIT_DESCRIPTION =
  'Votre entreprise figure dans l’Annuaire des artisans à partir des registres publics ? Demandez le retrait de sa fiche au titre du droit d’opposition (RGPD, article 21).';

export function RetraitPage() {
  usePageMeta(`${RETRAIT_TITLE} – ${SITE_NAME}`, RETRAIT_DESCRIPTION, { noindex: true });
  const [params] = useSearchParams();
  const { siret, artisanId } = readRetraitQuery(params);
  const [sent, setSent] = useState<string | null>(null);

  return (
    <PageLayout
      title={RETRAIT_TITLE}
      lead="Vous représentez une entreprise dont la fiche figure dans l’annuaire et ne souhaitez plus y apparaître ? Demandez ici son retrait."
      breadcrumb={[{ label: 'Accueil', to: hrefs.home() }, { label: 'Retirer une fiche' }]}
    >
      <div className={styles.grid}>
        <section aria-labelledby="retrait-droit" className={styles.box}>
          <h2 id="retrait-droit" className={styles.boxTitle}>
            Votre droit d’opposition
          </h2>
          <p>
            Les fiches de l’annuaire sont construites à partir de <strong>registres publics</strong> : le
            répertoire SIRENE de l’INSEE et la liste des entreprises RGE de l’ADEME.
          </p>
          <p>
            L’<strong>article 21 du RGPD</strong> vous permet de vous opposer à la publication de la fiche de
            votre entreprise.
          </p>
          <p>
            <strong>Un administrateur examine votre demande</strong> et vous informe de sa décision par
            e-mail. Une fiche gérée par un compte professionnel se retire avec le titulaire de ce compte.
          </p>
          <p>
            Un SIRET retiré <strong>le reste</strong> : il n’est plus repris lors des imports suivants des
            registres.
          </p>
          <p className={styles.small}>
            Votre adresse e-mail sert uniquement à vous répondre. Pour en savoir plus, consultez notre{' '}
            <Link to={hrefs.privacy()}>politique de confidentialité</Link>.
          </p>
        </section>
        {sent !== null ? (
          <RetraitSent message={sent} artisanId={artisanId} />
        ) : (
          // A new link opened from this page starts afresh, filled in with its own SIRET and listing.
          <RetraitForm
            key={`${siret}|${artisanId ?? ''}`}
            initialSiret={siret}
            artisanId={artisanId}
            onSent={setSent}
          />
        )}
      </div>
    </PageLayout>
  );
}
