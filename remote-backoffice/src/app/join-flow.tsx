// « Créer le compte et l’artisan » of a join request (issue 22): two steps in a row, each the back office's own form
// (accounts, then artisans: composed here, since a feature never imports another), prefilled from the request,
// then the request marked handled. 1. The ROLE_ARTISAN account: its e-mail, phone and a username made of the
// name, without a password: the API mails the artisan an activation link, where it chooses its own. An account
// already made for this person? « Passer à l’artisan ». 2. The artisan: that account already chosen, named from the
// creation's answer (it is free: no artisan can own it yet, so no list is read for it), or, skipped, searched in the
// owner combobox; the company named after the person until corrected.
import { useState } from 'react';
import type { User } from '@annuaire/shared/contract/user';
import { formatTypedPhone } from '@annuaire/shared/domain/phone';
import { normalizeText } from '@annuaire/shared/domain/text';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { toast } from '@annuaire/shared/ui/toast';
import { AccountFormModal } from '../features/accounts/components/account-form-modal';
import { ArtisanFormModal } from '../features/artisans/components/artisan-form-modal';
import { useSetMessageHandled } from '../features/messages/api/set-message-handled';
import type { JoinMessage } from '../features/messages/components/messages-page';
import styles from './join-flow.module.css';

/** « Marc », « Roche-Élan » → « marc.roche-elan »: lower case, no accent, letters, digits, dots and dashes. */
export function usernameOf(prenom: string, nom: string): string {
  return [prenom, nom]
    .map((part) =>
      normalizeText(part)
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('.');
}

export interface JoinFlowProps {
  message: JoinMessage;
  onClose(): void;
}

export function JoinFlow({ message, onClose }: JoinFlowProps) {
  const { nom, prenom, email, phone, entrepriseNom = `${prenom} ${nom}` } = message.payload;
  const person = `${prenom} ${nom}`;
  /** Step 2 once the account exists: the account made at step 1, or null when the administrator skipped it. */
  const [account, setAccount] = useState<User | null | undefined>(undefined);
  const setHandled = useSetMessageHandled();

  async function finish() {
    try {
      await setHandled.mutateAsync({ id: message.id, traite: true });
      toast.success(`La demande d’adhésion de ${person} est traitée.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
  }

  if (account === undefined)
    return (
      <AccountFormModal
        user={null}
        title={`Inscrire ${person} : 1. le compte`}
        initialValues={{
          email,
          username: usernameOf(prenom, nom),
          telephone: formatTypedPhone(phone),
          role: 'ROLE_ARTISAN',
        }}
        intro={
          <div className={styles.intro}>
            <p>
              Étape 1 sur 2 : le compte de rôle ROLE_ARTISAN de {person}, rempli d’après sa demande. Vous ne
              choisissez pas son mot de passe : un e-mail d’activation lui est envoyé, avec un lien pour le
              choisir lui-même.
            </p>
            <Button size="sm" variant="secondary" onClick={() => setAccount(null)}>
              Le compte existe déjà : passer à l’artisan
            </Button>
          </div>
        }
        activation
        onClose={onClose}
        onSaved={(created) => setAccount(created)}
      />
    );
  return (
    <ArtisanFormModal
      artisanId={null}
      title={`Inscrire ${person} : 2. l’artisan`}
      initialValues={{ entrepriseNom }}
      owner={account ?? undefined}
      intro={
        <p className={styles.intro}>
          Étape 2 sur 2 : la fiche de l’artisan
          {account ? `, liée au compte ${account.username}` : ''}. Une fois ajoutée, la demande est marquée
          comme traitée.
        </p>
      }
      onClose={onClose}
      onSaved={() => void finish()}
    />
  );
}
