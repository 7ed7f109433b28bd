// axe-core's WCAG 2.0/2.1 A and AA rules on the screen a journey shows, once it settled (no loading status, no finite
// animation running): one readable line per failing node, empty when the screen passes. The page's context must let
// axe's inline script in (openAuditPage: the product's Content-Security-Policy allows scripts from 'self' only).
// Used by retrait.test.ts; accessibility.test.ts keeps its own copy for every route of SPEC section 2.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

type AxeRun = (
  context: Document,
  options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
) => Promise<{ violations: AxeViolation[] }>;

/** A page whose context lets axe-core's inline script in, its console errors collected. */
export async function openAuditPage(
  browser: Browser,
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'fr-FR',
    baseURL: baseUrl(),
    bypassCSP: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

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

export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: { run: AxeRun } }).axe.run(document, {
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
