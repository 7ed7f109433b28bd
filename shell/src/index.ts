// Async boundary: Module Federation negotiates the shared singletons before any of the shell's code runs. The
// config files are asked for first, so that they download together with the shared libraries.
import { prefetchConfigFiles } from './features/remotes/api/config-files';

prefetchConfigFiles();
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
