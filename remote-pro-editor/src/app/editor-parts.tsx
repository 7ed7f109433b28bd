// What the features of this remote add to the editor (features/profile's EditorInbox): the « Demandes » part, the
// inbox, with on each handled request the action « Demander un avis » of features/avis; the « Avis » part; and the
// count of requests to handle after « Demandes » in the tabs (a feature never imports another, so they meet here).
// Used by routes.tsx.
import type { EditorInbox, EditorPartProps } from '../features/profile/components/profile-page';
import { AskReviewButton } from '../features/avis/components/ask-review-button';
import { AvisSection } from '../features/avis/components/avis-section';
import { DemandesBadge } from '../features/demandes/components/demandes-badge';
import { DemandesSection } from '../features/demandes/components/demandes-section';

export function EditorDemandes(props: EditorPartProps) {
  // Only the artisan invites (the API reads the artisan from the session); an admin reads the inbox as before.
  const own = props.role === 'ROLE_ARTISAN';
  return <DemandesSection {...props} RequestAction={own ? AskReviewButton : undefined} />;
}

export const EDITOR_PARTS: EditorInbox = {
  Demandes: EditorDemandes,
  Avis: AvisSection,
  DemandesBadge,
};
