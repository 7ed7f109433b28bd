// Build-time Markdown for remote-public: turns a content/*.md file (front matter, then Markdown) into a module
// exporting its front-matter fields and its HTML, so that no Markdown library reaches the browser. Used by the
// rspack loader (markdown-loader.cjs) and by the Jest transform (jest-markdown-transform.cjs).
const { Marked } = require('marked');

/** Front-matter keys every content file may set; anything else is a mistake worth failing the build for. */
const FIELDS = ['title', 'description', 'summary', 'breadcrumb', 'updated'];
const REQUIRED = ['title', 'description'];

/** `Régimes fiscaux : LMNP` -> `regimes-fiscaux-lmnp`: stable ids so that links like /cgu#mentions-legales work. */
function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function escapeAttribute(value) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** Reads `key: value` lines between two `---` lines; values may be quoted. */
function parseFrontMatter(source, file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`${file}: front matter (---) manquant`);
  const data = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const separator = line.indexOf(':');
    if (separator < 1) throw new Error(`${file}: ligne de front matter illisible : ${line}`);
    const key = line.slice(0, separator).trim();
    let value = line.slice(separator + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    if (!FIELDS.includes(key)) throw new Error(`${file}: champ de front matter inconnu : ${key}`);
    data[key] = value;
  }
  for (const key of REQUIRED) {
    if (!data[key]) throw new Error(`${file}: champ de front matter obligatoire absent : ${key}`);
  }
  return { data, body: source.slice(match[0].length) };
}

function createMarked() {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        return `<h${depth} id="${slugify(html)}">${html}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
        if (/^https?:\/\//.test(href)) {
          return `<a href="${escapeAttribute(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}<span class="visually-hidden"> (s’ouvre dans un nouvel onglet)</span></a>`;
        }
        return `<a href="${escapeAttribute(href)}"${titleAttribute}>${text}</a>`;
      },
      table(token) {
        // A focusable scroll box: a wide table scrolls sideways on a phone instead of widening the page.
        const html = marked.Renderer.prototype.table.call(this, token);
        return `<div class="md-table" role="region" tabindex="0" aria-label="Tableau défilant">${html}</div>\n`;
      },
    },
  });
  return marked;
}

/**
 * Parses one content file.
 * @param {string} source the file's text
 * @param {string} file its path, for error messages
 * @returns {{ data: Record<string, string>, html: string }}
 */
function renderMarkdown(source, file) {
  const { data, body } = parseFrontMatter(source, file);
  const html = createMarked().parse(body, { async: false });
  if (/<h1[\s>]/.test(html)) throw new Error(`${file}: pas de titre de niveau 1, la page affiche le titre`);
  return { data, html };
}

/**
 * The module's source: every front-matter field and `html` (left out with `?meta`, for pages that list articles
 * without their text), as ES exports for rspack or CommonJS for Jest.
 * @param {{ data: Record<string, string>, html: string }} parsed
 * @param {{ metaOnly?: boolean, format: 'esm' | 'cjs' }} options
 */
function toModuleSource({ data, html }, { metaOnly = false, format }) {
  const values = {};
  for (const key of FIELDS) values[key] = data[key] ?? null;
  if (!metaOnly) values.html = html;
  return Object.entries(values)
    .map(([key, value]) =>
      format === 'esm'
        ? `export const ${key} = ${JSON.stringify(value)};`
        : `exports.${key} = ${JSON.stringify(value)};`,
    )
    .join('\n');
}

module.exports = { renderMarkdown, toModuleSource, slugify, parseFrontMatter };
