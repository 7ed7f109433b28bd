// Standalone page of remote-pro-editor for `npm run dev` (http://localhost:3002/admin/artisan/1): mounts ./routes
// under /admin as the shell does, without the shell's layout and guard. The product loads ./routes through the shell.
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { EDITOR_PREFIX } from '@annuaire/shared/federation/routes';
import { mountStandalone } from '@annuaire/shared/federation/standalone';
import ProEditorRoutes from './app/routes';

mountStandalone({
  routes: ProEditorRoutes,
  prefix: EDITOR_PREFIX,
  toastMs: UI_SETTINGS.toastPublicMs,
  signedIn: true,
});
