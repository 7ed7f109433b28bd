// Build settings common to the four front-end apps (shell, remote-public, remote-pro-editor, remote-backoffice):
// sharedDependencies() is the one list of Module Federation singletons; createAppConfig() is the rspack config each
// <app>/rspack.config.mjs returns.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const federation = require('../src/federation/federation-config.json');
const sharedPackage = require('../package.json');

const SHARED_SRC = path.join(__dirname, '..', 'src');
/** Where `npm run dev` (api/scripts/dev.mjs) runs the API. */
const API_DEV_ORIGIN = 'http://localhost:8080';
const SHARED_NAME = sharedPackage.name;

/**
 * The modules of @annuaire/shared that hold state every app must see as one: the auth store, the configured HTTP
 * client (and its error class, for `instanceof`), the query client, the router (react-router's contexts), the
 * modal's scroll lock and the toast loader.
 * The rest of the package (contract, domain rules, call files, design system) is plain code: each app bundles the
 * parts it imports, tree-shaken and merged into its own chunks. Sharing it all cost a first visit one request per
 * file and every export of every shared file.
 */
const SINGLETON_MODULES = [
  'auth/auth-store.ts',
  'client/http.ts',
  'query/query-client.ts',
  'routing/router.ts',
  'ssr/page-head.tsx',
  'ui/modal.tsx',
  'ui/toast.tsx',
];

/**
 * The singleton modules of @annuaire/shared, keyed by absolute path, shared under their public subpath
 * (`src/auth/auth-store.ts` -> `@annuaire/shared/auth/auth-store`). Absolute keys match the *resolved* file, so the
 * relative imports inside the package (`../client/http` from a call file) hit the same singleton as the
 * `@annuaire/shared/client/http` an app imports; a prefix key `@annuaire/shared/` would only catch the latter and
 * leave remotes with an unconfigured copy of the HTTP client.
 */
function sharedPackageModules() {
  const entries = {};
  for (const module of SINGLETON_MODULES) {
    const file = path.join(SHARED_SRC, module);
    if (!fs.existsSync(file)) throw new Error(`mf-shared: ${module} is not in @annuaire/shared`);
    entries[file] = {
      shareKey: `${SHARED_NAME}/${module.replace(/\.tsx?$/, '')}`,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
      singleton: true,
    };
  }
  return entries;
}

/** Version of the copy of a package an app resolves (walking up node_modules folders as Node does). */
function installedVersion(packageName, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`mf-shared: ${packageName} is not installed`);
  }
}

/**
 * The Module Federation `shared` option of every app. All singletons, none eager (each app has an async boundary).
 * Trailing-slash keys share every subpath (`react-dom/client`, `react-router/dom`), which the packages also import
 * from one another. maplibre-gl and swiper stay out: one remote uses each.
 * @param {{ dependencies?: Record<string, string> }} appPackageJson the app's package.json (for requiredVersion)
 * @param {string} appDir the app's folder (to read the installed versions)
 */
function sharedDependencies(appPackageJson, appDir) {
  const ranges = { ...sharedPackage.dependencies, ...appPackageJson.dependencies };
  const singleton = (packageName) => {
    const requiredVersion = ranges[packageName];
    if (!requiredVersion) throw new Error(`mf-shared: no version range for ${packageName} in package.json`);
    // Explicit, because rspack reads it from the nearest package.json, which has none in some packages' subfolders.
    return { singleton: true, requiredVersion, version: installedVersion(packageName, appDir) };
  };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // No react-router here: apps reach it through the shared module @annuaire/shared/routing/router (a singleton
    // below, so one router context), and each build tree-shakes react-router behind that module's export list.
    zustand: singleton('zustand'),
    // zustand's entry re-exports these two by package name; middleware is what stores may add.
    'zustand/vanilla': singleton('zustand'),
    'zustand/react': singleton('zustand'),
    'zustand/middleware': singleton('zustand'),
    sonner: singleton('sonner'),
    // One ky and one zod, which the shared client and contract bring along: no second copy in a remote, and
    // `instanceof` checks on their errors hold across apps.
    ky: singleton('ky'),
    zod: singleton('zod'),
    // One query cache for the shell and every remote: its context and its client must be the same module.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    ...sharedPackageModules(),
  };
}

/**
 * The federation runtime as ES modules. rspack finds its runtime packages with require.resolve, so it bundles their
 * CommonJS builds, which cannot be tree-shaken: every app then carried all of the runtime and of its SDK. The same
 * packages ship ES module builds beside them; these aliases point the runtime's entries at them.
 * @param {string} appDir
 */
function federationRuntimeEsm(appDir) {
  const alias = {};
  for (const packageName of [
    '@module-federation/runtime-tools',
    '@module-federation/runtime',
    '@module-federation/runtime-core',
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
    '@module-federation/sdk',
    '@module-federation/error-codes',
  ]) {
    const commonJs = require.resolve(packageName, { paths: [appDir] });
    const packageDir = commonJs.slice(0, commonJs.lastIndexOf(`${path.sep}dist${path.sep}`));
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    const esmEntry = manifest.exports?.['.']?.import?.default;
    if (!esmEntry) throw new Error(`mf-shared: ${packageName} has no ES module build`);
    const esm = path.join(packageDir, esmEntry);
    alias[`${packageName}$`] = esm;
    alias[commonJs] = esm;
  }
  return alias;
}

/**
 * react-router's production build. Its package exports point every bundler condition at `dist/development`, whose
 * dev-only warnings and messages a minifier cannot drop; the same entry is built for production beside it.
 * @param {string} appDir
 */
function reactRouterProduction(appDir) {
  const development = require.resolve('react-router', { paths: [appDir] });
  const packageDir = development.slice(0, development.lastIndexOf(`${path.sep}dist${path.sep}`));
  const production = path.join(packageDir, 'dist', 'production', 'index.mjs');
  if (!fs.existsSync(production)) throw new Error('mf-shared: react-router has no production build');
  return { 'react-router$': production };
}

/** Container name of a remote (`remote_public`...) from its key in /remotes.json. */
function remoteName(remoteKey) {
  const remote = federation.remotes[remoteKey];
  if (!remote) throw new Error(`mf-shared: unknown remote ${remoteKey}`);
  return remote.name;
}

/**
 * Stub of the React DevTools hook, injected before any bundle in development only: react-refresh only re-renders a
 * remote's updated components inside the host when a hook is present at React's start-up (STACK-NOTES).
 */
const DEVTOOLS_HOOK_STUB = `<script>
if (!window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject: function (renderer) { var id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot: function () {}, onCommitFiberUnmount: function () {}, onPostCommitFiberRoot: function () {},
    checkDCE: function () {}
  };
}
</script>`;

/** What the browser and server builds of an app give Module Federation alike: its name, exposes and shared. */
function federationOptions({ name, isHost, appPackageJson, appDir }) {
  return {
    name,
    ...(isHost
      ? { remotes: {} }
      : { filename: 'remoteEntry.js', exposes: { [federation.exposedRoutes]: './src/app/routes.tsx' } }),
    shared: sharedDependencies(appPackageJson, appDir),
  };
}

/**
 * The rspack config of one app.
 * @param {object} options
 * @param {string} options.appDir the app's folder (import.meta.dirname)
 * @param {'development' | 'production'} options.mode
 * @param {'shell' | 'public' | 'proEditor' | 'backoffice'} options.app 'shell' for the host, else a remote key
 * @param {string} options.title title of the HTML page
 * @param {import('@rspack/core').Configuration['devServer']} [options.devServer] extra dev-server settings
 * @param {boolean} [options.server] also build for server rendering (createServerConfig), in production
 */
function createAppConfig({ appDir, mode, app, title, devServer = {} }) {
  const isDev = mode === 'development';
  const isHost = app === 'shell';
  const appPackageJson = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const name = isHost ? 'shell' : remoteName(app);
  const devPort = isHost ? federation.shell.devPort : federation.remotes[app].devPort;
  const hashed = (pattern) => (isDev ? pattern.replace('.[contenthash:8]', '') : pattern);

  // Lazy: the plugin is in each app's devDependencies and only needed in watch mode.
  const refreshPlugins = () => {
    const { ReactRefreshRspackPlugin } = require('@rspack/plugin-react-refresh');
    return [new ReactRefreshRspackPlugin()];
  };

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(appDir, 'dist'),
      uniqueName: name,
      // The host serves deep links (/metier/3), so its chunks need an absolute base; remotes are found wherever
      // their manifest is served from.
      publicPath: isHost ? '/' : 'auto',
      filename: hashed('[name].[contenthash:8].js'),
      chunkFilename: hashed('[name].[contenthash:8].js'),
      cssFilename: hashed('[name].[contenthash:8].css'),
      cssChunkFilename: hashed('[name].[contenthash:8].css'),
      assetModuleFilename: hashed('assets/[name].[contenthash:8][ext]'),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...federationRuntimeEsm(appDir), ...(isDev ? {} : reactRouterProduction(appDir)) },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
            },
          },
        },
        // CSS Modules for *.module.css, global CSS otherwise.
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset' },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
      ],
      // `import styles from './x.module.css'` everywhere (the design system does it): a default export, not named ones.
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        // The container name keeps class names from two apps' modules apart on the same page.
        'css/auto': { localIdentName: isDev ? '[uniqueName]__[name]__[local]' : '[uniqueName]-[hash:6]' },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationOptions({ name, isHost, appPackageJson, appDir }),
        // A remote's entry loads only when one of its modules is requested: / never fetches the back office.
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
        // One copy of the federation runtime: the host puts it on the page, the remotes' production entries use it
        // (about 20 kB gzip less per remote). Dev keeps a runtime in each remote for its standalone page.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
          optimization: { target: 'web' },
        },
      }),
      new rspack.HtmlRspackPlugin({
        template: fs.existsSync(path.join(appDir, 'index.html'))
          ? path.join(appDir, 'index.html')
          : path.join(__dirname, 'remote-index.html'),
        title,
        // A remote's standalone page runs its own bootstrap only; remoteEntry.js there would break hot reload.
        chunks: ['main'],
        templateParameters: { devtoolsHookStub: isDev ? DEVTOOLS_HOOK_STUB : '' },
      }),
      new ChunkAssetsPlugin(),
      ...(isDev ? refreshPlugins() : []),
    ],
    optimization: { moduleIds: isDev ? 'named' : 'deterministic' },
    performance: false,
    // `rspack serve` compiles dynamic imports lazily by default; a remote then asks the host for shared chunks that
    // do not exist yet (404 on the first visit).
    lazyCompilation: false,
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      // The shell on :3000 fetches each remote's manifest and chunks from another port.
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      // A remote's standalone page calls the API of `npm run dev` too.
      proxy: [{ context: ['/api', '/uploads'], target: API_DEV_ORIGIN }],
      ...devServer,
    },
  };
}

/** Where an app's server build writes, in its dist/ folder beside the browser build (so that it deploys with it). */
const SERVER_FILE_PREFIX = 'server-';
/** The global a server host sets to a remote's public path before running its container (SSR_PUBLIC_PATH_GLOBAL in
 * shared/src/ssr/renderer.ts). */
const SSR_PUBLIC_PATH_GLOBAL = '__ANNUAIRE_SSR_PUBLIC_PATH__';

/**
 * Writes `chunk-assets.json` beside the browser build: the CSS and JavaScript files of every named chunk group (the
 * entry, and each page imported with a webpackChunkName). A server render reads it to put a page's stylesheets in
 * its head, so that the HTML paints styled before any script runs.
 */
class ChunkAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = new Set();
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
            const list = [...files].filter((file) => !file.endsWith('.map')).sort();
            groups[name] = {
              css: list.filter((file) => file.endsWith('.css')),
              js: list.filter((file) => file.endsWith('.js')),
            };
          }
          compilation.emitAsset(
            'chunk-assets.json',
            new rspack.sources.RawSource(JSON.stringify({ groups }, null, 1)),
          );
        },
      );
    });
  }
}

/**
 * Adds the server build's entry to the browser build's mf-manifest.json as `metaData.ssrRemoteEntry`, the field the
 * federation runtime reads outside a browser: a server given the manifest the browser reads loads the Node
 * container of the same build. Runs once the server build is written (it follows the browser build).
 */
class SsrManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('SsrManifestPlugin', async () => {
      const file = path.join(compiler.options.output.path, 'mf-manifest.json');
      const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8'));
      manifest.metaData.ssrRemoteEntry = {
        name: `${SERVER_FILE_PREFIX}remoteEntry.js`,
        path: '',
        type: 'commonjs-module',
      };
      await fs.promises.writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}

/**
 * The Node build of an app for server rendering (shell and remote-public), written into the same dist/ with the
 * `server-` prefix: target async-node, CommonJS, the same shared singletons as the browser build (so one React and
 * one router context between the host and the remote on the server too) and the same CSS class names (CSS itself
 * stays out: the page links the browser build's stylesheets). The host is a library (server-main.js) that the API
 * requires; a remote is a federated container (server-remoteEntry.js) with @module-federation/node's runtime plugin,
 * which loads its chunks from the file system or over HTTP. Chunk names are hashed, so that a new build never reuses
 * an old chunk's name.
 * @param {Parameters<typeof createAppConfig>[0]} options
 */
function createServerConfig(options) {
  const browser = createAppConfig(options);
  const isHost = options.app === 'shell';
  const appPackageJson = JSON.parse(fs.readFileSync(path.join(options.appDir, 'package.json'), 'utf8'));
  const name = isHost ? 'shell' : remoteName(options.app);
  return {
    ...browser,
    name: 'server',
    dependencies: ['browser'],
    entry: isHost ? { main: './src/server.ts' } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: browser.output.path,
      uniqueName: browser.output.uniqueName,
      // A remote's public path is set when its container runs (getPublicPath below).
      publicPath: isHost ? '/' : '',
      filename: `${SERVER_FILE_PREFIX}[name].js`,
      chunkFilename: `${SERVER_FILE_PREFIX}[id]-[contenthash:8].js`,
      assetModuleFilename: browser.output.assetModuleFilename,
      library: { type: 'commonjs-module' },
      // The browser build (just written) cleans dist/.
      clean: false,
    },
    resolve: {
      ...browser.resolve,
      conditionNames: ['node', 'import', 'require', 'default'],
      // The map is never rendered on a server (its page renders a frame there).
      alias: { ...browser.resolve.alias, 'maplibre-gl': false },
    },
    module: {
      ...browser.module,
      parser: { ...browser.module.parser },
      generator: {
        ...browser.module.generator,
        'css/auto': { ...browser.module.generator['css/auto'], exportsOnly: true },
        // The browser build already wrote the same files under the same names.
        asset: { emit: false },
        'asset/resource': { emit: false },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationOptions({ name, isHost, appPackageJson, appDir: options.appDir }),
        ...(isHost
          ? {}
          : {
              filename: `${SERVER_FILE_PREFIX}remoteEntry.js`,
              // Where the browser finds this build (its bundled pictures' addresses, and its chunks over HTTP),
              // which only the host knows: it sets this global before the container runs (shell's server-render).
              getPublicPath: `return globalThis.${SSR_PUBLIC_PATH_GLOBAL} || ''`,
            }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      ...(isHost ? [] : [new SsrManifestPlugin()]),
    ],
    optimization: { moduleIds: 'deterministic', minimize: false },
  };
}

/**
 * What an app's rspack.config.mjs exports: its config for the mode rspack is run in (`--mode development` for
 * `npm run dev`, production otherwise), optionally extended by the app (remote-public adds its markdown loader).
 * @param {Omit<Parameters<typeof createAppConfig>[0], 'mode'>} options
 * @param {(config: import('@rspack/core').Configuration) => import('@rspack/core').Configuration} [extend]
 */
function appConfig(options, extend = (config) => config) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const browser = extend(createAppConfig({ ...options, mode }));
    // The server build exists in production only: `npm run dev` renders in the browser.
    if (!options.server || mode !== 'production') return browser;
    return [{ ...browser, name: 'browser' }, extend(createServerConfig({ ...options, mode }))];
  };
}

module.exports = {
  sharedDependencies,
  sharedPackageModules,
  createAppConfig,
  createServerConfig,
  appConfig,
  SERVER_FILE_PREFIX,
  remoteName,
  federation,
  API_DEV_ORIGIN,
};
