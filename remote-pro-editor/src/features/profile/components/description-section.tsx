// 'À propos de l'artisan': the description, with a counter of what the contract's limit counts (the text without
// the spaces around it). The counter names the largest length allowed (SPEC 5: under 500, so 499), and the field
// stops there: it takes no more characters than that, so the refusal is never met by typing.
import { useId } from 'react';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { TextArea } from '@annuaire/shared/ui/input';
import type { ProfileFormControls } from '../utils/profile-form';
import { EditorSection } from './editor-section';
import styles from './profile-editor.module.css';

export function DescriptionSection({ values, errors, update, validateOnBlur }: ProfileFormControls) {
  const countId = useId();
  const length = values.description.trim().length;
  const max = LIMITS.descriptionMaxLength - 1;
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
        maxLength={max}
        onChange={(event) => update('description', event.target.value)}
        onBlur={() => validateOnBlur('description')}
      />
      <p id={countId} className={length >= max ? styles.countOver : styles.count}>
        {length} / {max} caractères au maximum
      </p>
    </EditorSection>
  );
}
