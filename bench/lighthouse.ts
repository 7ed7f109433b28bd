// Lighthouse 12 on the three pages a visitor lands on (/, a trade page, an artisan page), on a phone and on a desktop:
// the four category scores side by side with the target (100 for accessibility, best practices and SEO; performance
// is printed, never a target here), and the audits that keep a category below 1. It prints figures and never fails
// on them. The product is started as `npm start` runs it (support/product.ts) and read at http://localhost:<port>,
// the address PUBLIC_URL defaults to, so that canonical links and the page's origin agree.
//   npm run bench:lighthouse -w bench
import type { Flags, Result } from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/chromium';
import { assertBuilt, machineDescription, startProduct } from './support/product';
import { writeResults } from './support/results';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** The categories held to 100; performance depends on the machine and is only printed. */
const TARGETS: Record<Category, number | null> = {
  performance: null,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const FORM_FACTORS = ['mobile', 'desktop'] as const;

interface PageScores {
  page: string;
  formFactor: (typeof FORM_FACTORS)[number];
  scores: Record<Category, number | null>;
  /** Audits scored below 1 that count in a category held to 100, by category. */
  failing: Partial<Record<Category, string[]>>;
  /** Audits that could not run (their category then has no score). */
  errors: string[];
}

function failingAudits(result: Result, category: Category): string[] {
  // The audits that count in the category's score (weight > 0); the others are shown for information only.
  return result.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
    .map((ref) => result.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => audit.id);
}

async function main(): Promise<void> {
  assertBuilt();
  // ESM-only packages, loaded from this CommonJS script.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  /**
   * One Lighthouse run in a Chromium of its own: a browser reused from run to run loses the trace's navigation start
   * now and then (NO_NAVSTART), leaving performance and best practices without a score. Tried again once then.
   */
  const audit = async (url: string, config: unknown): Promise<Result> => {
    let result: Result | null = null;
    for (let attempt = 0; attempt < 2 && (!result || result.runtimeError); attempt += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      try {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        };
        const runner = await lighthouse(url, flags, config as Parameters<typeof lighthouse>[2]);
        if (!runner) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
        result = runner.lhr;
      } finally {
        chrome.kill();
      }
    }
    return result!;
  };

  const product = await startProduct();
  const origin = product.baseUrl.replace('127.0.0.1', 'localhost');
  const rows: PageScores[] = [];
  try {
    const trades = (await (await fetch(`${product.baseUrl}/api/specialite`)).json()) as {
      id: number;
      metier: string;
    }[];
    const cards = (await (await fetch(`${product.baseUrl}/api/artisan/artisans`)).json()) as {
      id: number;
      nombreAvis: number;
    }[];
    const trade = trades.find((candidate) => candidate.metier === 'Plombier') ?? trades[0]!;
    const artisan = cards.find((card) => card.nombreAvis > 0) ?? cards[0]!;
    const pages = ['/', `/metier/${trade.id}`, `/artisan/${artisan.id}`];

    for (const formFactor of FORM_FACTORS) {
      for (const page of pages) {
        // One warm-up load: the first render of a page fills the server's cache, as it is for every later visitor.
        await fetch(`${product.baseUrl}${page}`);
        const result = await audit(`${origin}${page}`, formFactor === 'desktop' ? desktopConfig : undefined);
        // An audit that could not run leaves its category without a score: say which.
        const errors = [
          ...(result.runtimeError ? [`${result.runtimeError.code}`] : []),
          ...Object.values(result.audits)
            .filter((entry) => entry.scoreDisplayMode === 'error')
            .map((entry) => entry.id),
        ];
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => {
            const score = result.categories[category]?.score;
            return [category, score === null || score === undefined ? null : Math.round(score * 100)];
          }),
        ) as Record<Category, number | null>;
        const failing: PageScores['failing'] = {};
        for (const category of CATEGORIES) {
          if (TARGETS[category] === null) continue;
          const audits = failingAudits(result, category);
          if (audits.length > 0) failing[category] = audits;
        }
        rows.push({ page, formFactor, scores, failing, errors });
        console.log(
          `${formFactor.padEnd(7)} ${page.padEnd(14)} ` +
            CATEGORIES.map((category) => {
              const target = TARGETS[category];
              return `${category} ${scores[category] ?? '–'}${target === null ? '' : `/${target}`}`;
            }).join('  '),
        );
        for (const [category, audits] of Object.entries(failing)) {
          console.log(`        ${category} en dessous de 1 : ${audits.join(', ')}`);
        }
        if (errors.length > 0) console.log(`        audits en erreur : ${errors.join(' ; ')}`);
      }
    }
  } finally {
    await product.stop();
  }
  const file = writeResults('lighthouse.json', {
    machine: machineDescription(),
    lighthouse: '12.2.3',
    targets: TARGETS,
    pages: rows,
  });
  console.log(`Résultats : ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
