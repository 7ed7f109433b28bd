// Joins CSS class names, skipping falsy ones (so `condition && styles.x` works with any condition); used by the components.
// Every component imports this file, so the reference below brings the stylesheet module types into any app that
// type-checks them (shell, remotes), without each app declaring `*.module.css` again.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../styles/css-modules.d.ts" />

export function cx(...names: unknown[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
