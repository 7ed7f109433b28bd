// One headless Debian Chromium per test file, with the flags this machine needs (no background networking).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { launchChromium } from './chromium';
import { artifactsDir } from './server';

export { CHROMIUM_PATH } from './chromium';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL absent : global-setup ne s’est pas exécuté.');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Every URL the page requested, to check what a visitor downloads. */
  requests: string[];
  /** Console errors and uncaught page errors. */
  errors: string[];
}

export async function openPage(browser: Browser, width = 1280, height = 900): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'fr-FR',
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, requests, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: false });
}

/**
 * Opens a public page and waits until its server-rendered HTML is hydrated (remote-public marks the document): a
 * click before that would reach a button without its handler yet.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
