// Types of the modules the shell loads from its remotes at runtime (loadRemote('<name>/routes')): the one place
// that declares them, so the build never depends on generated @mf-types.
declare module 'remote_public/routes' {
  const PublicRoutes: import('react').ComponentType;
  export default PublicRoutes;
  /**
   * Starts the download of the page at `pathname`, and its first API calls unless `data` is false (a page rendered
   * on the server), ahead of its render.
   */
  export function preload(pathname: string, options?: { data?: boolean }): void;
  /**
   * For a server render: downloads the page's code and prefetches its queries into `client`; names the page's
   * chunk groups (for its stylesheets).
   */
  export function prepare(
    place: { pathname: string; search: string },
    client: import('@tanstack/react-query').QueryClient,
  ): Promise<{ chunks: string[] }>;
}

declare module 'remote_pro_editor/routes' {
  const ProEditorRoutes: import('react').ComponentType;
  export default ProEditorRoutes;
}

declare module 'remote_backoffice/routes' {
  const BackofficeRoutes: import('react').ComponentType;
  export default BackofficeRoutes;
}
