// Build time only: writes every file of api/dist that the server reads (files.ts), each one only when it is
// missing or was made from other versions of its packages. Run by scripts/build-data.ts (`npm run build -w api`)
// and before the API tests; needs the devDependencies.
import { ensureCommunesIndex } from '../geo/communes-builder';
import { ensureDemoIcons } from '../seed/icons-builder';
import { BUILD_DATA_DIR } from './files';

export function buildData(dir: string = BUILD_DATA_DIR, log: (line: string) => void = console.log): void {
  const state = (source: 'cache' | 'build') => (source === 'build' ? 'construit' : 'déjà à jour');
  const communes = ensureCommunesIndex(dir, (message, error) => console.warn(message, error));
  log(`${state(communes.stats.source)} : ${communes.stats.file} (${communes.index.size} communes)`);
  const icons = ensureDemoIcons(dir);
  log(`${state(icons.source)} : ${icons.file}`);
}
