// Jest project for remote-public: component and unit tests beside the code (*.test.ts, *.test.tsx).
// content/*.md goes through the same Markdown rendering as the build (build/jest-markdown-transform.cjs).
const path = require('node:path');
const { preset } = require('@annuaire/shared/build/jest-preset.cjs');

const base = preset('dom');
module.exports = {
  ...base,
  displayName: 'remote-public',
  roots: ['<rootDir>/src'],
  transform: { ...base.transform, '^.+\\.md$': path.join(__dirname, 'build', 'jest-markdown-transform.cjs') },
  // marked is ES modules only; the test of build/markdown.cjs loads it inside Jest's module system.
  transformIgnorePatterns: ['/node_modules/(?!(ky|marked)/)'],
  moduleNameMapper: { '^@content/(.+\\.md)(\\?meta)?$': '<rootDir>/content/$1', ...base.moduleNameMapper },
  moduleFileExtensions: [...base.moduleFileExtensions, 'md'],
};
