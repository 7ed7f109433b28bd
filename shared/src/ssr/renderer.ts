// The contract between the API and the shell's server build (shell/src/server.ts): what the API gives the renderer
// and what a render returns. Types only.
import type { DehydratedState } from '@tanstack/react-query';
import type { PageHead } from './page-head';

/**
 * The global a server host sets to a remote's public path (where the browser finds its files) just before running
 * the remote's server container, whose getPublicPath reads it (shared/build/mf-shared.cjs): its pictures' addresses
 * are then those of the browser build.
 */
export const SSR_PUBLIC_PATH_GLOBAL = '__ANNUAIRE_SSR_PUBLIC_PATH__';

export interface RendererOptions {
  /** Answers the API calls of the render (the API passes one that serves them in-process). */
  fetch: typeof fetch;
  /** Origin the API calls are addressed to (any: `fetch` above answers them). */
  apiOrigin: string;
  /**
   * Reads a file of a remote's build (manifest, entry) by URL. The API checks the origin against the operator's
   * list, and reads a build it serves itself from its folder: `file` is then its path, from which the remote's
   * container loads its chunks directly (otherwise over HTTP, next to its entry).
   */
  loadFile: (url: string) => Promise<{ text: string; file: string | null }>;
}

export interface RenderInput {
  /** Path and query of the page (/metier/3?page=2). */
  url: string;
  /** The absolute address of remote-public's manifest (remotes.json's entry resolved on PUBLIC_URL). */
  publicEntry: string;
  /** Where the browser finds that build's files (the folder of its address in remotes.json). */
  publicPath: string;
  /** PUBLIC_URL's origin. */
  origin: string;
}

export interface RenderOutput {
  html: string;
  status: number;
  head: PageHead;
  queries: DehydratedState;
  /** The page's chunk groups in remote-public's chunk-assets.json (its stylesheets). */
  chunks: string[];
}

export interface ServerRenderer {
  render(input: RenderInput): Promise<RenderOutput>;
}

/** What the shell's server build exports. */
export interface ServerBuild {
  createRenderer(options: RendererOptions): Promise<ServerRenderer>;
}
