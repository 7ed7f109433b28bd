// Jest project for shared: component and unit tests beside the code (*.test.ts, *.test.tsx).
const { preset } = require('./build/jest-preset.cjs');
module.exports = {
  ...preset('dom'),
  displayName: 'shared',
  roots: ['<rootDir>/src', '<rootDir>/build'],
};
