// 'Mon activité': the years of experience and the activity radius, editable, then the SIRET, SIREN and address,
// which only the back office changes.
import type { ChangeEvent } from 'react';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { TextField } from '@annuaire/shared/ui/input';
import { UrgenceFields } from '@annuaire/shared/ui/urgence-fields';
import type { ProfileFormControls } from '../utils/profile-form';
import { EditorSection } from './editor-section';
import styles from './profile-editor.module.css';

function addressLines(artisan: ArtisanPublic): string[] {
  const { rue, codePostal, ville, pays } = artisan.adresse;
  return [rue, [codePostal, ville].filter(Boolean).join(' '), pays].filter((line) => line.trim() !== '');
}

export function ActivitySection({
  artisan,
  values,
  errors,
  update,
  validateOnBlur,
}: ProfileFormControls & { artisan: ArtisanPublic }) {
  const facts = [
    { label: 'SIRET', value: artisan.siret },
    { label: 'SIREN', value: artisan.siren },
    {
      label: 'Adresse',
      value: addressLines(artisan).map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      )),
    },
  ];
  /** A text field of the urgency, bound to the form as the fields above are. */
  const bound = (field: 'depannageHoraires' | 'disponibleSousJours', id: string) => ({
    id,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    onBlur: () => validateOnBlur(field),
  });
  return (
    <EditorSection id="profil-activite" title="Mon activité">
      <div className={styles.columns}>
        <TextField
          id="profil-annee-experience"
          name="anneeExperience"
          label="Années d'expérience"
          hint="Facultatif."
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={values.anneeExperience}
          error={errors.anneeExperience}
          onChange={(event) => update('anneeExperience', event.target.value)}
          onBlur={() => validateOnBlur('anneeExperience')}
        />
        <TextField
          id="profil-rayon-activite"
          name="rayonActivite"
          label="Rayon d'activité (km)"
          hint={`${LIMITS.rayonActiviteMax} km au maximum.`}
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={LIMITS.rayonActiviteMax}
          step={1}
          value={values.rayonActivite}
          error={errors.rayonActivite}
          onChange={(event) => update('rayonActivite', event.target.value)}
          onBlur={() => validateOnBlur('rayonActivite')}
        />
      </div>
      <UrgenceFields
        urgence={{
          id: 'profil-depannage-urgence',
          name: 'depannageUrgence',
          hint: 'Vous intervenez en urgence (fuite, panne) : indiquez vos horaires.',
          checked: values.depannageUrgence,
          onChange: (event) => update('depannageUrgence', event.target.checked),
        }}
        horaires={bound('depannageHoraires', 'profil-depannage-horaires')}
        disponible={bound('disponibleSousJours', 'profil-disponible-sous-jours')}
        columnsClassName={styles.columns}
      />
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.readOnlyHint}>
        Le SIRET, le SIREN, l’adresse et l’e-mail ne se modifient pas ici : écrivez-nous depuis la page
        Contact pour les changer.
      </p>
    </EditorSection>
  );
}
