// A PDF read back as a reader sees it, for the tests of the letters the API prints: pdfjs (its legacy build, ES
// modules only) runs in a child `node`, since this Jest runs CommonJS; it gives the document's information and, per
// page, its size and every piece of text with its position (from the page's top-left corner, in points).
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export interface PdfTextItem {
  str: string;
  /** Left edge, from the page's left side. */
  x: number;
  /** Baseline, from the page's top. */
  baseline: number;
  size: number;
  width: number;
}

export interface PdfRead {
  info: Record<string, unknown>;
  pages: { width: number; height: number; items: PdfTextItem[] }[];
}

const PDFJS = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
const EXTRACT = `
import { getDocument } from ${JSON.stringify(PDFJS)};
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const { info } = await doc.getMetadata();
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const page = await doc.getPage(n);
  const [x0, y0, x1, y1] = page.view;
  const { items } = await page.getTextContent();
  pages.push({
    width: x1 - x0,
    height: y1 - y0,
    items: items
      .filter((item) => 'str' in item && item.str.trim())
      .map((item) => ({ str: item.str, x: item.transform[4], baseline: y1 - item.transform[5], size: item.transform[3], width: item.width })),
  });
}
process.stdout.write(JSON.stringify({ info, pages }));
`;

export function readPdf(pdf: Buffer): PdfRead {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', EXTRACT], {
    input: pdf,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return JSON.parse(out.toString('utf8')) as PdfRead;
}

/** The text of every page, its pieces joined by spaces. */
export function pdfText(pdf: Buffer): string {
  return readPdf(pdf)
    .pages.flatMap((page) => page.items.map((item) => item.str))
    .join(' ');
}
