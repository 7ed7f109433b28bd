// Automated WCAG 2.1 A/AA checks with axe-core, for the journeys that audit their pages (accessibility.test.ts,
// registres-imports.test.ts): a page is checked once its real content is shown, never its loading text, and in a
// context whose Content-Security-Policy lets axe-core's inline script in.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_VERSION = (
  JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as { version: string }
).version;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe?: {
      run(
        context: Document | Element,
        options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
      ): Promise<{ violations: AxeViolation[] }>;
    };
  }
}

/** Waits until no visible loading status is left and no finite animation or transition is running (fades, dropdowns). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some(
        (status) => status.checkVisibility() && /Chargement/.test(status.textContent ?? ''),
      ),
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/** Runs axe-core on the whole document; one readable line per failing node, empty when the page passes. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    await page.addScriptTag({ content: AXE_SOURCE });
  }
  const violations = await page.evaluate(
    async (tags) =>
      (
        await window.axe!.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    AXE_TAGS,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) ${JSON.stringify(node.target)}: ${violation.help}` +
        (node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ').trim()}]` : ''),
    ),
  );
}

export async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * A page like support/browser's openPage, whose context lets axe-core's inline script in: the product's
 * Content-Security-Policy allows scripts from 'self' only. On the suite's server unless `origin` names another.
 */
export async function openAuditPage(
  browser: Browser,
  width = 1280,
  height = 900,
  origin = baseUrl(),
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'fr-FR',
    baseURL: origin,
    bypassCSP: true,
  });
  const page = await context.newPage();
  // The console's errors, for the journeys that check a page works without any.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}
