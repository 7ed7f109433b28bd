// 'Mes coordonnées': the e-mail (read-only) and the phone, each with its 'Montrer aux clients' box (the toggles of
// SPEC 4). Without a linked account, nothing here can change.
import { LIMITS } from '@annuaire/shared/contract/limits';
import type { User } from '@annuaire/shared/contract/user';
import {
  showsEmail,
  showsPhone,
  toggleEmailVisibility,
  togglePhoneVisibility,
} from '@annuaire/shared/domain/visibility';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { TextField } from '@annuaire/shared/ui/input';
import type { ProfileFormControls } from '../utils/profile-form';
import { EditorSection } from './editor-section';
import styles from './profile-editor.module.css';

function ShowToClients(props: { what: string; checked: boolean; disabled: boolean; onChange(): void }) {
  return (
    <Checkbox
      label={
        <>
          Montrer aux clients<span className="visually-hidden"> : {props.what}</span>
        </>
      }
      checked={props.checked}
      disabled={props.disabled}
      onChange={props.onChange}
    />
  );
}

export function ContactSection({
  account,
  values,
  errors,
  update,
  validateOnBlur,
}: ProfileFormControls & { account: User | null }) {
  const disabled = account === null;
  const visibility = values.personnalDataToShow;
  return (
    <EditorSection id="profil-coordonnees" title="Mes coordonnées">
      {disabled ? (
        <p className={styles.readOnlyHint}>
          Aucun compte utilisateur n’est lié à cet artisan : le téléphone et l’e-mail ne peuvent pas être
          modifiés ici.
        </p>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.contact}>
          <TextField
            id="profil-email"
            label="E-mail"
            type="email"
            value={account?.email ?? ''}
            readOnly
            aria-readonly="true"
            hint="Non modifiable."
          />
          <ShowToClients
            what="e-mail"
            checked={showsEmail(visibility)}
            disabled={disabled}
            onChange={() => update('personnalDataToShow', toggleEmailVisibility(visibility))}
          />
        </div>
        <div className={styles.contact}>
          <TextField
            id="profil-telephone"
            name="telephone"
            label="Téléphone"
            hint={`Facultatif : ${LIMITS.phoneMinDigits} à ${LIMITS.phoneMaxDigits} chiffres, sans espace.`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={values.telephone}
            disabled={disabled}
            error={errors.telephone}
            onChange={(event) => update('telephone', event.target.value)}
            onBlur={() => validateOnBlur('telephone')}
          />
          <ShowToClients
            what="téléphone"
            checked={showsPhone(visibility)}
            disabled={disabled}
            onChange={() => update('personnalDataToShow', togglePhoneVisibility(visibility))}
          />
        </div>
      </div>
    </EditorSection>
  );
}
