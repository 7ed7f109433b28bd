// Test helpers of the shell: render inside a router at a given URL, and show the current location.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { Toaster } from 'sonner';

export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationDisplay />
      <Toaster />
    </MemoryRouter>,
  );
}

/** An unsigned JWT: the UI only decodes tokens, the API verifies them. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
