// Entry of the shell's server build (dist/server-main.js, CommonJS), which the API requires to render the public
// pages: an async boundary, so that Module Federation sets up the shared singletons before the render code runs.
import { configureApi } from '@annuaire/shared/client/http';
import type { RendererOptions, ServerRenderer } from '@annuaire/shared/ssr/renderer';

export async function createRenderer(options: RendererOptions): Promise<ServerRenderer> {
  // Every call of a render goes to the API of this process, in-process, anonymous.
  configureApi({ apiPrefix: `${options.apiOrigin}/api`, fetch: options.fetch });
  const { createRenderer: create } = await import('./app/server-render');
  return create(options);
}
