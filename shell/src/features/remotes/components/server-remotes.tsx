// The remotes a server render has already loaded, by key: RemoteRoutes renders them at once instead of loading them
// lazily, which a server render cannot wait for in the middle of a page. Only the server provides it.
import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteKey } from '@annuaire/shared/federation/remotes';

export type LoadedRemotes = Partial<Record<RemoteKey, { default: ComponentType }>>;

export const ServerRemotesContext = createContext<LoadedRemotes | null>(null);

export function useServerRemote(key: RemoteKey): ComponentType | null {
  return useContext(ServerRemotesContext)?.[key]?.default ?? null;
}
