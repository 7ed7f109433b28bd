// 'À propos de l'artisan': the description, with a counter of what the contract's limit counts (the text without
// the spaces around it), checked as it is typed.
import { useId } from 'react';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { TextArea } from '@annuaire/shared/ui/input';
import type { ProfileFormControls } from '../utils/profile-form';
import { EditorSection } from './editor-section';
import styles from './profile-editor.module.css';

export function DescriptionSection({ values, errors, update, validateOnBlur }: ProfileFormControls) {
  const countId = useId();
  const length = values.description.trim().length;
  return (
    <EditorSection id="profil-description-titre" title="À propos de l'artisan">
      <TextArea
        id="profil-description"
        name="description"
        label="Description"
        hint="Présentez votre entreprise, votre savoir-faire et vos zones d’intervention."
        rows={7}
        value={values.description}
        error={errors.description}
        aria-describedby={countId}
        onChange={(event) => update('description', event.target.value)}
        onBlur={() => validateOnBlur('description')}
      />
      <p id={countId} className={length >= LIMITS.descriptionMaxLength ? styles.countOver : styles.count}>
        {length} / {LIMITS.descriptionMaxLength - 1} caractères au maximum
      </p>
    </EditorSection>
  );
}
