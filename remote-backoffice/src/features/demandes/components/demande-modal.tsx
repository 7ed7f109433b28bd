// « Demande de {nom} »: one request whole (the sender's name, e-mail, phone, the works' postcode, the message, when
// it was sent and handled), asked for from the API only when the admin opens it with « Voir » on the « Demandes »
// screen's list of an artisan's requests (ArtisanDemandes). That list itself shows none of it.
import type { Demande } from '@annuaire/shared/contract/demande';
import { formatPhone, phoneHref } from '@annuaire/shared/domain/phone';
import { Button } from '@annuaire/shared/ui/button';
import { Modal } from '@annuaire/shared/ui/modal';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { LoadError } from '../../../components/list-state';
import { TermList, termClassName, type TermRow } from '../../../components/term-list';
import { formatDateTime } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useDemande } from '../api/get-demande';
import { stateLabel } from '../utils/demande-texts';
import styles from './demande-modal.module.css';

export interface DemandeModalProps {
  /** The request opened (its id and sender, known from the list); null when closed. */
  demande: Pick<Demande, 'id' | 'nom'> | null;
  /** The artisan it was sent to. */
  entrepriseNom: string;
  onClose(): void;
}

export function DemandeModal({ demande, entrepriseNom, onClose }: DemandeModalProps) {
  return (
    <Modal
      open={demande !== null}
      onClose={onClose}
      title={`Demande de ${demande?.nom ?? ''}`}
      description={`Envoyée à ${entrepriseNom}`}
      footer={<Button onClick={onClose}>Fermer</Button>}
    >
      {demande ? <DemandeContent id={demande.id} /> : null}
    </Modal>
  );
}

function DemandeContent({ id }: { id: number }) {
  const loaded = listQuery(useDemande(id));
  const demande = loaded.data;
  if (loaded.error) return <LoadError message={loaded.error} onRetry={loaded.reload} />;
  if (!demande) return <LoadingText>Chargement de la demande...</LoadingText>;
  const phone = demande.telephone?.trim();
  const rows: TermRow[] = [
    ['Nom', demande.nom],
    ['E-mail', <a href={`mailto:${demande.email}`}>{demande.email}</a>],
    ['Téléphone', phone ? <a href={phoneHref(phone)}>{formatPhone(phone)}</a> : 'Non indiqué'],
    ['Code postal des travaux', demande.codePostal],
    ['Envoyée le', <time dateTime={demande.dateEnvoi}>{formatDateTime(demande.dateEnvoi)}</time>],
    [
      'État',
      demande.dateTraitement ? (
        <>
          {stateLabel(demande)} le{' '}
          <time dateTime={demande.dateTraitement}>{formatDateTime(demande.dateTraitement)}</time>
        </>
      ) : (
        stateLabel(demande)
      ),
    ],
  ];
  return (
    <div className={styles.content}>
      <TermList rows={rows} />
      <section aria-labelledby={`demande-${id}-message`} className={styles.message}>
        <h3 id={`demande-${id}-message`} className={termClassName}>
          Message
        </h3>
        <p className={styles.text}>{demande.message}</p>
      </section>
    </div>
  );
}
