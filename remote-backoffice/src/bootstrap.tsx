// Standalone page of remote-backoffice for `npm run dev` (http://localhost:3003/backoffice/admin/home): mounts ./routes
// under /backoffice/admin as the shell does, without the shell's layout and guard. The product loads ./routes through the shell.
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { BACKOFFICE_PREFIX } from '@annuaire/shared/federation/routes';
import { mountStandalone } from '@annuaire/shared/federation/standalone';
import BackofficeRoutes from './app/routes';

mountStandalone({
  routes: BackofficeRoutes,
  prefix: BACKOFFICE_PREFIX,
  toastMs: UI_SETTINGS.toastBackofficeMs,
  signedIn: true,
});
