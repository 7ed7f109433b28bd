// Types for stylesheet imports (CSS Modules by file name, as rspack's 'css/auto' bundles them), for every app.
// Referenced by the design-system components, so any program that imports them knows these modules.
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}

declare module '*.css';
