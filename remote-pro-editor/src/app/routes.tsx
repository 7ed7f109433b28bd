// Exposed module `remote_pro_editor/routes`: the artisan's editor in three parts, each at its own address:
// « Mon profil », « Demandes » (the inbox) and « Avis » (the features meet in editor-parts.tsx). The shell mounts it
// at /admin/* behind its guard, so the paths here are relative to /admin.
import { Route, Routes } from '@annuaire/shared/routing/router';
import { EDITOR_CHILD_PATHS } from '@annuaire/shared/federation/routes';
import { ProfilePage } from '../features/profile/components/profile-page';
import { EDITOR_PARTS } from './editor-parts';

export default function ProEditorRoutes() {
  return (
    <Routes>
      <Route path={EDITOR_CHILD_PATHS.artisan} element={<ProfilePage inbox={EDITOR_PARTS} tab="profil" />} />
      <Route
        path={EDITOR_CHILD_PATHS.demandes}
        element={<ProfilePage inbox={EDITOR_PARTS} tab="demandes" />}
      />
      <Route path={EDITOR_CHILD_PATHS.avis} element={<ProfilePage inbox={EDITOR_PARTS} tab="avis" />} />
    </Routes>
  );
}
