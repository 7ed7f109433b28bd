// Exposed module `remote_backoffice/routes`: the administrators' back office. The shell mounts it at
// /backoffice/admin/* behind its guard (signed in, token not expired), so the paths here are relative to
// /backoffice/admin. The role is checked here: anyone but an admin gets 'Accès refusé' (the API refuses them too).
import { Route, Routes } from '@annuaire/shared/routing/router';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { BACKOFFICE_CHILD_PATHS } from '@annuaire/shared/federation/routes';
import { AccessDenied } from '../features/access/components/access-denied';
import { AccountsPage } from '../features/accounts/components/accounts-page';
import { ArtisanDetailsScreen } from '../features/artisan-details/components/artisan-details-screen';
import { ArtisansPage } from '../features/artisans/components/artisans-page';
import { AvisModerationPage } from '../features/avis/components/avis-moderation-page';
import { DemandesPage } from '../features/demandes/components/demandes-page';
import { HomePage } from '../features/home/components/home-page';
import { MessagesPage } from '../features/messages/components/messages-page';
import { ParticuliersPage } from '../features/particuliers/components/particuliers-page';
import { RegistreImportPage } from '../features/registres-imports/components/registre-import-page';
import { RegistresImportsPage } from '../features/registres-imports/components/registres-imports-page';
import { RetraitsPage } from '../features/retraits/components/retraits-page';
import { RevendicationsPage } from '../features/revendications/components/revendications-page';
import { SpecialitesPage } from '../features/specialites/components/specialites-page';
import { JoinFlow } from './join-flow';

export default function BackofficeRoutes() {
  const claims = useAuthStore((state) => state.claims);
  if (claims?.role !== 'ROLE_ADMIN') return <AccessDenied artisanId={claims?.artisanId ?? null} />;
  return (
    <Routes>
      <Route path={BACKOFFICE_CHILD_PATHS.home} element={<HomePage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.artisans} element={<ArtisansPage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.artisan} element={<ArtisanDetailsScreen />} />
      <Route path={BACKOFFICE_CHILD_PATHS.specialites} element={<SpecialitesPage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.particuliers} element={<ParticuliersPage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.accounts} element={<AccountsPage />} />
      <Route
        path={BACKOFFICE_CHILD_PATHS.messages}
        element={
          <MessagesPage renderJoinFlow={(message, close) => <JoinFlow message={message} onClose={close} />} />
        }
      />
      <Route path={BACKOFFICE_CHILD_PATHS.demandes} element={<DemandesPage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.avis} element={<AvisModerationPage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.registresImports} element={<RegistresImportsPage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.registreImport} element={<RegistreImportPage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.retraits} element={<RetraitsPage />} />
      <Route path={BACKOFFICE_CHILD_PATHS.revendications} element={<RevendicationsPage />} />
    </Routes>
  );
}
