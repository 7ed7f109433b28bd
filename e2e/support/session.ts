// What several journeys do besides the page: call the API as a client would (JSON in and out, a bearer token
// when given, a French error naming the route on a failure), and sign in through a login page. Used by
// avis.test.ts, demandes.test.ts, site.test.ts, accessibility.test.ts and backoffice.test.ts.
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api/${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Fills a login page (/admin or /backoffice) and submits it; the caller waits for where it leads. */
export async function logIn(page: Page, path: string, username: string, password: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
