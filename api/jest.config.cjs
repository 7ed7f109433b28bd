// Jest project for the API: fastify.inject tests in api/test/ against PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
const { preset } = require('@annuaire/shared/build/jest-preset.cjs');

const base = preset('node');
const swc = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  displayName: 'api',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  transform: {
    ...base.transform,
    // PGlite's CommonJS build loads Node built-ins with import(), which Jest's VM refuses without
    // --experimental-vm-modules; compiled by SWC, those calls become require().
    '[\\\\/]@electric-sql[\\\\/]pglite[\\\\/].+\\.cjs$': swc,
  },
  // Node 20 loads these ES-module-only dependencies through require(esm); Jest's module loader cannot, so they
  // are compiled to CommonJS like our sources. PGlite and @fastify/cookie use import() (see above).
  transformIgnorePatterns: [
    '/node_modules/(?!(ky|content-disposition|cookie|@fastify/cookie|@electric-sql/pglite)/)',
  ],
  // Once per run: the files of the API's build (api/dist) that the app and the demo seed read.
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  // Per file: creating a database and the demo seed take seconds on a busy two-core machine.
  setupFilesAfterEnv: ['<rootDir>/test/helpers/jest-setup.ts'],
  testTimeout: 60000,
};
