// Types of eslint-layout.cjs, for its test.
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export = plugin;
