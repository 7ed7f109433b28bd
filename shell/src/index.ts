// Async boundary: Module Federation negotiates the shared singletons before any of the shell's code runs. The
// config files are asked for first, so that they download together with the shared libraries.
import { SSR_DATA_ID } from '@annuaire/shared/ssr/ssr-data';
import { prefetchConfigFiles } from './features/remotes/api/config-files';

// A page rendered on the server names its remotes itself (its ssr-data, read by bootstrap.tsx): only the runtime
// config is then asked for.
prefetchConfigFiles(document.getElementById(SSR_DATA_ID) ? ['/runtime-config.json'] : undefined);
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
