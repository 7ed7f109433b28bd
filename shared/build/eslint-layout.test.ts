/** @jest-environment node */
// The layout rules on imports a broken layout would make: each must be refused, each allowed form accepted.
import { RuleTester } from 'eslint';
import { parser } from 'typescript-eslint';
import plugin from './eslint-layout.cjs';

// Jest's globals, for the rule tester's own describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser, ecmaVersion: 2022, sourceType: 'module' } });
const rules = plugin.rules as Record<string, Parameters<RuleTester['run']>[1]>;
const at = (file: string) => `/repo/remote-public/src/${file}`;

tester.run('feature-boundaries', rules['feature-boundaries'], {
  valid: [
    { code: "import { a } from '../utils/a';", filename: at('features/home/components/home-page.tsx') },
    {
      code: "import { a } from '../../../hooks/use-a';",
      filename: at('features/home/components/home-page.tsx'),
    },
    {
      code: "import { HomePage } from '../features/home/components/home-page';",
      filename: at('app/routes.tsx'),
    },
    {
      code: "import { x } from '@annuaire/shared/ui/button';",
      filename: at('features/home/components/x.tsx'),
    },
    // Another app's folder is not this app's feature.
    {
      code: "import x from '../../../../../shell/src/features/a/x';",
      filename: at('features/home/components/x.tsx'),
    },
  ],
  invalid: [
    {
      code: "import { usePageMeta } from '../../directory/hooks/use-page-meta';",
      filename: at('features/home/components/home-page.tsx'),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      code: "export { x } from '../../map/utils/x';",
      filename: at('features/metier/api/x.ts'),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      code: "const page = import('../../artisan/components/artisan-page');",
      filename: at('features/metier/components/x.tsx'),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      code: "import { x } from '../features/map/utils/x';",
      filename: at('hooks/use-x.ts'),
      errors: [{ messageId: 'sharedToFeature' }],
    },
  ],
});

tester.run('client-in-api-files', rules['client-in-api-files'], {
  valid: [
    {
      code: "import { fetchArtisan } from '@annuaire/shared/client/artisans';",
      filename: at('features/artisan/api/get-artisan.ts'),
    },
    { code: "import { x } from '@annuaire/shared/client/notes';", filename: at('api/get-notes.ts') },
    {
      code: "import type { Artisan } from '@annuaire/shared/client/artisans';",
      filename: at('features/a/components/a.tsx'),
    },
    { code: "import { configureApi } from '@annuaire/shared/client/http';", filename: at('bootstrap.tsx') },
    {
      code: "import { fetchArtisan } from '@annuaire/shared/client/artisans';",
      filename: '/repo/shared/src/query/x.ts',
    },
  ],
  invalid: [
    {
      code: "import { fetchArtisan } from '@annuaire/shared/client/artisans';",
      filename: at('features/artisan/components/artisan-page.tsx'),
      errors: [{ messageId: 'outsideApi' }],
    },
    {
      code: "import { toApiError } from '@annuaire/shared/client/http';",
      filename: at('features/artisan/hooks/use-x.ts'),
      errors: [{ messageId: 'outsideApi' }],
    },
    {
      code: "import { fetchArtisan } from '@annuaire/shared/client/artisans';",
      filename: at('bootstrap.tsx'),
      errors: [{ messageId: 'outsideApi' }],
    },
  ],
});

tester.run('kebab-case-files', rules['kebab-case-files'], {
  valid: ['artisan-card.tsx', 'use-page-meta.test.tsx', 'remote-modules.d.ts', 'zod-config.node.test.ts'].map(
    (name) => ({ code: 'export {};', filename: at(`features/a/${name}`) }),
  ),
  invalid: ['ArtisanCard.tsx', 'artisan_card.tsx', 'useThing.ts'].map((name) => ({
    code: 'export {};',
    filename: at(`features/a/${name}`),
    errors: [{ messageId: 'notKebab' }],
  })),
});
