// Exposed module `remote_pro_editor/routes`: the artisan's profile editor, followed by their inbox « Demandes
// reçues » (the two features meet here). The shell mounts it at /admin/* behind its guard, so the paths here are
// relative to /admin.
import { Route, Routes } from '@annuaire/shared/routing/router';
import { EDITOR_CHILD_PATHS } from '@annuaire/shared/federation/routes';
import { DemandesLink } from '../features/demandes/components/demandes-link';
import { DemandesSection } from '../features/demandes/components/demandes-section';
import { ProfilePage, type EditorInbox } from '../features/profile/components/profile-page';

const INBOX: EditorInbox = { Link: DemandesLink, Section: DemandesSection };

export default function ProEditorRoutes() {
  return (
    <Routes>
      <Route path={EDITOR_CHILD_PATHS.artisan} element={<ProfilePage inbox={INBOX} />} />
    </Routes>
  );
}
