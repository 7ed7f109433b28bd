// Standalone page of remote-public for `npm run dev` (http://localhost:3001): the same routes as in the shell,
// without the shell's header and footer. The product never loads this file; the shell loads ./routes instead.
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { mountStandalone } from '@annuaire/shared/federation/standalone';
import PublicRoutes from './app/routes';

mountStandalone({ routes: PublicRoutes, toastMs: UI_SETTINGS.toastPublicMs });
