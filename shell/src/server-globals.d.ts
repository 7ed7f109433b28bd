// rspack's name for Node's own require in a server build (app/server-render.tsx runs a remote's entry with it).
declare const __non_webpack_require__: NodeJS.Require;
