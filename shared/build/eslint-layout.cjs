// ESLint rules of the front-end apps' layout (issue 17), used by eslint.config.mjs:
// - layout/feature-boundaries: a feature (src/features/<name>/) never imports another feature of its app; the app's
//   shared folders (src/components, src/hooks, src/utils, src/api, src/lib) never import a feature. Only src/app
//   (the route table, the providers) and the entry files put features together.
// - layout/client-in-api-files: the shared API client (@annuaire/shared/client/*) is imported only by the files of an
//   api/ folder, where each call has its one file; the entry files (bootstrap.tsx, index.ts, server.ts) may configure it.
//   Type-only imports are allowed anywhere.
// - layout/kebab-case-files: file names are kebab-case (use-page-meta.test.tsx, remote-modules.d.ts).
const path = require('node:path');

const APP_SOURCE = /^(.*?\/(?:shell|remote-public|remote-pro-editor|remote-backoffice)\/src)\/(.*)$/;
const SHARED_FOLDERS = new Set(['components', 'hooks', 'utils', 'api', 'lib']);
const ENTRY_FILES = /^(bootstrap|index|server)\.tsx?$/;

function normalize(file) {
  return file.split(path.sep).join('/');
}

/** Where a file of an app sits: its app's src folder and, inside it, the feature or shared folder. */
function placeOf(file) {
  const match = APP_SOURCE.exec(normalize(file));
  if (!match) return null;
  const [, root, rest] = match;
  const parts = rest.split('/');
  if (parts[0] === 'features' && parts.length > 2) return { root, kind: 'feature', name: parts[1] };
  if (SHARED_FOLDERS.has(parts[0]) && parts.length > 1) return { root, kind: 'shared', name: parts[0] };
  return { root, kind: 'app', name: parts[0] };
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  return (
    node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type')
  );
}

/** Calls `check(node, specifier)` for every import, export-from and dynamic import with a literal source. */
function importVisitor(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'No import between two features of an app, nor from its shared folders into a feature.',
    },
    messages: {
      crossFeature:
        "The feature '{{from}}' imports the feature '{{to}}': move what both need into src/components, src/hooks, src/utils or src/api, or put them together in src/app.",
      sharedToFeature:
        "src/{{from}} is shared by the features and must not import the feature '{{to}}': move the code it needs out of the feature.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const here = placeOf(file);
    if (!here || here.kind === 'app') return {};
    return importVisitor((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(file), specifier));
      if (!target || target.root !== here.root || target.kind !== 'feature') return;
      if (here.kind === 'feature' && target.name !== here.name)
        context.report({ node, messageId: 'crossFeature', data: { from: here.name, to: target.name } });
      else if (here.kind === 'shared')
        context.report({ node, messageId: 'sharedToFeature', data: { from: here.name, to: target.name } });
    });
  },
};

const clientInApiFiles = {
  meta: {
    type: 'problem',
    docs: { description: 'The shared API client is imported only from api/ files.' },
    messages: {
      outsideApi:
        "'{{specifier}}' is the API client: call it from a file of the feature's api/ folder (its fetcher, query and hook), not from here.",
    },
    schema: [],
  },
  create(context) {
    const file = normalize(context.filename ?? context.getFilename());
    const place = placeOf(file);
    if (!place) return {};
    const segments = file.slice(place.root.length + 1).split('/');
    if (segments.slice(0, -1).includes('api')) return {};
    const entry = segments.length === 1 && ENTRY_FILES.test(segments[0]);
    return importVisitor((node, specifier) => {
      if (!specifier.startsWith('@annuaire/shared/client/') || isTypeOnly(node)) return;
      if (entry && specifier === '@annuaire/shared/client/http') return;
      context.report({ node, messageId: 'outsideApi', data: { specifier } });
    });
  },
};

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case.' },
    messages: { notKebab: "The file name '{{name}}' is not kebab-case (e.g. 'artisan-card.tsx')." },
    schema: [],
  },
  create(context) {
    const name = path.basename(context.filename ?? context.getFilename());
    return {
      Program(node) {
        if (!KEBAB_CASE.test(name)) context.report({ node, messageId: 'notKebab', data: { name } });
      },
    };
  },
};

module.exports = {
  meta: { name: 'annuaire-layout' },
  rules: {
    'feature-boundaries': featureBoundaries,
    'client-in-api-files': clientInApiFiles,
    'kebab-case-files': kebabCaseFiles,
  },
};
