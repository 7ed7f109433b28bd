// Jest preset shared by every workspace: SWC transform, CSS stubs, jsdom with Node's fetch primitives.
// Each workspace's jest.config.cjs spreads it and sets its own roots and environment.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {'dom' | 'node'} env */
function preset(env) {
  return {
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    // ky is published as ES modules only; everything else we import ships CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.(png|jpe?g|webp|avif|svg)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    testEnvironment: env === 'dom' ? 'jest-fixed-jsdom' : 'node',
    setupFilesAfterEnv: env === 'dom' ? [path.join(__dirname, 'jest-setup-dom.ts')] : [],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { preset };
