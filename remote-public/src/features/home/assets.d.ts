// Bundled pictures of the home page: rspack's asset rule gives their URL.
declare module '*.webp' {
  const url: string;
  export default url;
}
