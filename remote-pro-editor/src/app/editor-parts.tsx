// What the features of this remote add to the profile editor's page (features/profile's EditorInbox): in the
// header, the links down to « Demandes reçues » and « Avis clients »; after the editor, the two sections, and on
// each request of the inbox the action « Demander un avis » of features/avis (a feature never imports another, so
// they meet here). Used by routes.tsx.
import type { EditorInbox, EditorPartProps } from '../features/profile/components/profile-page';
import { AskReviewButton } from '../features/avis/components/ask-review-button';
import { AvisLink } from '../features/avis/components/avis-link';
import { AvisSection } from '../features/avis/components/avis-section';
import { DemandesLink } from '../features/demandes/components/demandes-link';
import { DemandesSection } from '../features/demandes/components/demandes-section';
import styles from './editor-parts.module.css';

export function EditorLinks(props: EditorPartProps) {
  return (
    <>
      <DemandesLink {...props} />
      <AvisLink {...props} />
    </>
  );
}

export function EditorSections(props: EditorPartProps) {
  // Only the artisan invites (the API reads the artisan from the session); an admin reads the inbox as before.
  const own = props.role === 'ROLE_ARTISAN';
  return (
    <div className={styles.sections}>
      <DemandesSection {...props} RequestAction={own ? AskReviewButton : undefined} />
      <AvisSection {...props} />
    </div>
  );
}

export const EDITOR_PARTS: EditorInbox = { Link: EditorLinks, Section: EditorSections };
