// The dialog of a request to artisans (issue 19): « Contacter <entreprise> » from the artisan page, « Demander un
// devis à N artisans » from the trade page's selection, naming who receives it, around the request form. The shared
// Modal moves the focus to the first field, keeps Tab inside, closes on Escape and gives the focus back to the
// opener. It is loaded and rendered in the browser only, once opened (lazy-demande-dialog.tsx); src/app hands it to
// the artisan and trade pages (components/demande-dialog-slot.ts). Once the request is sent, the confirmation takes
// the form's place (demande-sent.tsx), in view and with the focus, until the dialog closes: a message under the
// button of a form emptied at once went unseen, and people sent their request again.
import { useState } from 'react';
import { Modal } from '@annuaire/shared/ui/modal';
import type { DemandeArtisan, DemandeDialogProps } from '../../../components/demande-dialog-slot';
import { DemandeForm } from './demande-form';
import { DemandeSent } from './demande-sent';
import styles from './demande-dialog.module.css';

export function demandeDialogTitle(artisans: readonly DemandeArtisan[]): string {
  return artisans.length === 1
    ? `Contacter ${artisans[0]!.entrepriseNom}`
    : `Demander un devis à ${artisans.length} artisans`;
}

export default function DemandeDialog({ open, onClose, artisans, onSent }: DemandeDialogProps) {
  // The artisans the dialog opened with: it names and sends to them whatever the page's selection does meanwhile.
  const [chosen] = useState(artisans);
  const [ids] = useState(() => chosen.map((artisan) => artisan.id));
  const one = chosen.length === 1;
  /** The API's confirmation once the request is sent; the dialog then shows it instead of the form. */
  const [sent, setSent] = useState<string | null>(null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={demandeDialogTitle(chosen)}
      description={
        sent
          ? undefined
          : one
            ? `Votre demande est transmise par e-mail à ${chosen[0]!.entrepriseNom}, qui vous répond directement.`
            : 'Votre demande est transmise par e-mail à chacun de ces artisans, qui vous répondent directement.'
      }
      size="lg"
      // What was typed is not lost to a click beside the dialog; Escape and « Fermer » still close it.
      closeOnBackdropClick={false}
    >
      <div className={styles.body}>
        {/* There from the opening, so that the confirmation put in it is announced. */}
        <div role="status" className={styles.live}>
          {sent ? <DemandeSent message={sent} many={!one} onClose={onClose} /> : null}
        </div>
        {sent ? null : (
          <>
            {one ? null : (
              <ul className={styles.artisans} aria-label="Artisans destinataires">
                {chosen.map((artisan) => (
                  <li key={artisan.id}>{artisan.entrepriseNom}</li>
                ))}
              </ul>
            )}
            <DemandeForm
              artisanIds={ids}
              onSent={(message) => {
                setSent(message);
                onSent?.();
              }}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
