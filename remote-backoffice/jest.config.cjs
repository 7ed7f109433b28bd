// Jest project for remote-backoffice: component and unit tests beside the code (*.test.ts, *.test.tsx).
const { preset } = require('@annuaire/shared/build/jest-preset.cjs');
module.exports = {
  ...preset('dom'),
  displayName: 'remote-backoffice',
  roots: ['<rootDir>/src'],
};
