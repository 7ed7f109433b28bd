// Where maplibre starts its Web Workers from. The worker file is emitted beside remote-public's chunks, so when a CDN
// serves remote-public (remotes.json may name any host) it is on another origin than the page, and a Worker script
// must be same-origin. maplibre 6 has its own fallback for that case, but once bundled it throws "Cannot find
// module" (rspack turns its `new URL(url, import.meta.url)` into an empty module context) and no map is drawn.
// So the page gives maplibre a same-origin blob: module whose only statement imports the real file: the import is a
// CORS fetch, which the remote's host already allows (the shell fetches its mf-manifest.json), and the CSP
// (api/src/plugins/security-headers.ts) lists `blob:` and the remotes' origins in worker-src, against which Chromium
// checks a module worker's imports.

/**
 * The worker URL to hand to maplibre's setWorkerUrl: `workerUrl` itself when it is on `pageOrigin`, else the URL of a
 * blob holding `import "<workerUrl>";`. maplibre starts a module worker from any URL not ending in .cjs, and may start
 * workers again later (after the browser stopped them), so the blob is kept for the page's lifetime.
 */
export function mapWorkerUrl(
  workerUrl: string,
  pageOrigin: string,
  createObjectUrl: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
): string {
  const absolute = new URL(workerUrl, pageOrigin);
  if (absolute.origin === pageOrigin) return absolute.href;
  const source = `import ${JSON.stringify(absolute.href)};\n`;
  return createObjectUrl(new Blob([source], { type: 'text/javascript' }));
}
