// Browser tests: Jest drives Debian's Chromium through playwright-core against the product started as `npm start` does.
const { preset } = require('@annuaire/shared/build/jest-preset.cjs');
module.exports = {
  ...preset('node'),
  displayName: 'e2e',
  roots: ['<rootDir>/tests'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60000,
};
