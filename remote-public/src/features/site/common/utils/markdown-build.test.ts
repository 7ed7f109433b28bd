// The build-time Markdown rendering (build/markdown.cjs), shared by the rspack loader and the Jest transform.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderMarkdown, toModuleSource, slugify } = require('../../../../../build/markdown.cjs');

const SOURCE = `---
title: Un titre
description: "Une description : avec deux-points"
summary: Résumé
---

## Mentions légales

Voir [LMNP](/infos-lmnp) et [le service public](https://www.service-public.fr).

| Année | Classe |
|---|---|
| 2025 | G |
`;

describe('build-time Markdown', () => {
  it('reads the front matter and renders headings with stable ids', () => {
    const { data, html } = renderMarkdown(SOURCE, 'test.md');
    expect(data).toEqual({
      title: 'Un titre',
      description: 'Une description : avec deux-points',
      summary: 'Résumé',
    });
    expect(html).toContain('<h2 id="mentions-legales">Mentions légales</h2>');
    expect(slugify('Régimes fiscaux : LMNP & LMP')).toBe('regimes-fiscaux-lmnp-lmp');
  });

  it('opens external links in a new tab and says so, keeps internal links plain, wraps tables', () => {
    const { html } = renderMarkdown(SOURCE, 'test.md');
    expect(html).toContain('<a href="/infos-lmnp">LMNP</a>');
    expect(html).toContain(
      '<a href="https://www.service-public.fr" target="_blank" rel="noopener noreferrer">le service public<span class="visually-hidden"> (s’ouvre dans un nouvel onglet)</span></a>',
    );
    expect(html).toMatch(/<div class="md-table" role="region" tabindex="0" aria-label="[^"]+"><table>/);
  });

  it('fails the build on a missing or unknown front-matter field and on a level-1 heading', () => {
    expect(() => renderMarkdown('## Sans front matter', 'a.md')).toThrow('front matter');
    expect(() => renderMarkdown('---\ntitle: T\n---\ntexte', 'b.md')).toThrow('description');
    expect(() => renderMarkdown('---\ntitle: T\ndescription: D\nauteur: X\n---\n', 'c.md')).toThrow('auteur');
    expect(() => renderMarkdown('---\ntitle: T\ndescription: D\n---\n# Titre', 'd.md')).toThrow('niveau 1');
  });

  it('exports the fields and the HTML, or the fields only with ?meta', () => {
    const parsed = renderMarkdown(SOURCE, 'test.md');
    const esm = toModuleSource(parsed, { format: 'esm' });
    expect(esm).toContain('export const title = "Un titre";');
    expect(esm).toContain('export const updated = null;');
    expect(esm).toContain('export const html = ');
    const meta = toModuleSource(parsed, { format: 'esm', metaOnly: true });
    expect(meta).not.toContain('html');
    expect(toModuleSource(parsed, { format: 'cjs' })).toContain('exports.summary = "Résumé";');
  });
});
