// For tests: a fresh query client per render, so that no test reads another's cache.
import type { ReactElement } from 'react';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

// Query results reach components in a macrotask by default (setTimeout 0), after testing-library's act() has
// returned; in a microtask, act() flushes them like any other state update.
notifyManager.setScheduler(queueMicrotask);

export function withQueryClient(ui: ReactElement): ReactElement {
  return <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>;
}
