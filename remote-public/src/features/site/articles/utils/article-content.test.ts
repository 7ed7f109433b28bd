// The articles are content: these checks keep them complete, consistent with the figures of SPEC section 9, and
// well-formed (no h1, internal links to existing pages).
import { ARTICLE_PATHS, PUBLIC_ROUTE_PATTERNS } from '@annuaire/shared/federation/routes';
import { ARTICLE_LOADERS } from './article-loaders';
import { ARTICLE_TOPICS } from './article-topics';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the info articles', () => {
  it.each(ARTICLE_PATHS)('%s has a title, a description, a summary and a substantial text', async (path) => {
    const article = await ARTICLE_LOADERS[path]();
    expect(article.title.length).toBeGreaterThan(5);
    expect(article.description.length).toBeGreaterThan(50);
    expect(article.description.length).toBeLessThanOrEqual(200);
    expect(article.summary?.length ?? 0).toBeGreaterThan(50);
    expect(article.html).not.toMatch(/<h1[\s>]/);
    expect(article.html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(text(article.html).split(' ').length).toBeGreaterThan(path === '/faq' ? 250 : 500);
  });

  it.each(ARTICLE_PATHS.slice(0, 5))('%s is dated and ends with its official sources', async (path) => {
    const article = await ARTICLE_LOADERS[path]();
    expect(article.updated).toBe('2026-11-28');
    const sources = article.html.split('<h2 id="sources">Sources</h2>')[1];
    expect(sources).toMatch(/^\s*<ul>/);
    expect(sources).not.toMatch(/<h2/);
    expect(sources.match(/href="https:\/\//g)?.length ?? 0).toBeGreaterThanOrEqual(4);
  });

  it('links only to pages that exist', async () => {
    for (const path of ARTICLE_PATHS) {
      const { html } = await ARTICLE_LOADERS[path]();
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) {
        expect(PUBLIC_ROUTE_PATTERNS.concat('/admin')).toContain(href);
      }
    }
  });

  it.each<[string, string[]]>([
    [
      '/infos-dpe',
      ['valable 10 ans', '1er janvier 2025', 'Classe G', '2028', 'Classe F', '2034', 'Classe E'],
    ],
    [
      '/comparatif-regimes',
      [
        '15 000 €',
        '30 %',
        '77 700 €',
        '50 %',
        '23 000 €',
        '10 700 €',
        '38 120 €',
        '25 %',
        'flat tax de 30 %',
      ],
    ],
    [
      '/fisc-immo',
      [
        '19 %',
        '17,2 %',
        '15 % jusqu’à 38 120 €',
        '25 % au-delà',
        'flat tax de 30 %',
        '90 000 €',
        '126 000 €',
        '5 ans',
        '10 700 €',
        '10 ans',
      ],
    ],
    [
      '/infos-lmnp',
      ['23 000 €', '77 700 €', 'abattement forfaitaire de 50 %', 'Gros œuvre', 'Mobilier', '19 %', '17,2 %'],
    ],
    ['/infos-lmp', ['23 000 €', '90 000 €', '126 000 €', '5 ans', 'Totale', 'Partielle']],
    [
      '/infos-location-nue',
      ['15 000 €', 'abattement forfaitaire de 30 %', '10 700 € par an', '10 années suivantes'],
    ],
    ['/financement-immobilier', ['15 % jusqu’à 38 120 €', '10 700 € par an', '10 années suivantes']],
    [
      '/strategie-investissement',
      ['77 700 €', '15 000 €', '38 120 €', 'flat tax de 30 %', '19 %', '17,2 %', '90 000 €'],
    ],
    [
      '/faq',
      ['en cours de développement', 'conservée 12 mois', 'trois artisans au plus', 'dépannage en urgence'],
    ],
    ['/aides-maprimerenov-cee', ['15 ans', 'Accompagnateur Rénov’', 'avant de signer le devis', 'RGE']],
    ['/eco-ptz', ['achevé depuis plus de deux ans', 'sans condition de revenus', 'trois ans', 'RGE']],
    [
      '/tva-travaux',
      ['article 278-0 bis A', 'article 279-0 bis', '5,5 %', '10 %', '20 %', 'plus de deux ans'],
    ],
    ['/lire-un-devis', ['arrêté du 24 janvier 2017', 'article L243-2', 'durée de validité', '14 jours']],
    ['/verifier-decennale-rge', ['article L241-1', 'article L243-2', 'dix ans', 'annuaire officiel']],
  ])('%s states the figures of SPEC section 9', async (path, figures) => {
    const body = text((await ARTICLE_LOADERS[path as (typeof ARTICLE_PATHS)[number]]()).html);
    for (const figure of figures) expect(body).toContain(figure);
  });

  it('never states a figure that contradicts SPEC section 9', async () => {
    for (const path of ARTICLE_PATHS) {
      const body = text((await ARTICLE_LOADERS[path]()).html);
      expect(body).not.toMatch(/42 500|72 600|\b(?:10|11) 500 €|17,5 %/);
    }
  });

  it('gives the topics page each article’s title, short label and summary without the text', () => {
    expect(ARTICLE_TOPICS.map((topic) => topic.path)).toEqual([...ARTICLE_PATHS]);
    for (const topic of ARTICLE_TOPICS) {
      expect(topic.label.length).toBeGreaterThan(2);
      expect(topic.summary.length).toBeGreaterThan(50);
    }
    expect(ARTICLE_TOPICS.find((topic) => topic.path === '/faq')?.summary).toContain(
      'en cours de développement',
    );
  });
});
