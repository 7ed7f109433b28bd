// Bundled pictures of /metiers: rspack's asset rule gives their URL (a small SVG is inlined as a data: URL).
declare module '*.svg' {
  const url: string;
  export default url;
}
