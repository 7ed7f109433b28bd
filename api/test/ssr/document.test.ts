import { SSR_DATA_ID } from '@annuaire/shared/ssr/ssr-data';
import { addToHead, escapeHtml, NOINDEX_META, renderDocument } from '../../src/ssr/document';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<meta name="description" content="Défaut."><title>Annuaire des artisans</title>' +
  '<script defer src="/main.1a2b3c4d.js"></script></head><body>' +
  "<noscript>Activez JavaScript pour utiliser l'annuaire des artisans.</noscript>" +
  '<div id="root"></div></body></html>';

const DATA = {
  queries: { mutations: [], queries: [] },
  remotes: { public: '/remotes/public/mf-manifest.json' },
};

describe('the document of a page rendered on the server', () => {
  it("puts the page's head, body, stylesheets and data in the shell's index.html", () => {
    const html = renderDocument(
      TEMPLATE,
      {
        html: '<main><h1>Atelier Bordas</h1></main>',
        head: {
          title: 'Atelier Bordas – Couvreur',
          description: 'Couvreur à Brive "19100" <b>',
          canonicalPath: '/artisan/7',
          type: 'profile',
          image: { src: '/uploads/demo/a.webp', alt: 'Photo' },
          preloadImage: {
            href: '/uploads/demo/a.webp',
            srcSet: '/uploads/demo/a-480.webp 480w',
            sizes: '100vw',
          },
          jsonLd: { artisan: { '@type': 'Plumber', name: '</script><script>alert(1)</script>' } },
        },
        data: DATA,
        stylesheets: ['/bootstrap.1.css', '/remotes/public/page-artisan.2.css'],
      },
      'https://annuaire.example.fr',
    );
    expect(html).toContain('<title>Atelier Bordas – Couvreur</title>');
    expect(html).not.toContain('<title>Annuaire des artisans</title>');
    expect(html).toContain(
      '<meta name="description" content="Couvreur à Brive &quot;19100&quot; &lt;b&gt;">',
    );
    expect(html).toContain('<link rel="canonical" href="https://annuaire.example.fr/artisan/7">');
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain(
      '<meta property="og:image" content="https://annuaire.example.fr/uploads/demo/a.webp">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/a.webp" imagesrcset="/uploads/demo/a-480.webp 480w" imagesizes="100vw" fetchpriority="high">',
    );
    // Stylesheets and the image first, before the shell's script, which would otherwise take a connection first.
    expect(html.indexOf('/bootstrap.1.css')).toBeLessThan(html.indexOf('<script defer'));
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script defer'));
    expect(html).toContain('<link rel="stylesheet" href="/remotes/public/page-artisan.2.css">');
    expect(html).toContain('<div id="root"><main><h1>Atelier Bordas</h1></main></div>');
    expect(html).not.toContain('<noscript>');
    // No text of the data can close its script element.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<script type="application/ld+json" data-page="artisan">');
    expect(html).toContain(`<script type="application/json" id="${SSR_DATA_ID}">`);
    const data = html.match(new RegExp(`id="${SSR_DATA_ID}">(.*?)</script>`))?.[1];
    expect(JSON.parse(data!)).toEqual(DATA);
  });

  it('keeps the defaults the page does not set, and says summary without an image', () => {
    const html = renderDocument(TEMPLATE, { html: '', head: {}, data: DATA, stylesheets: [] }, 'http://x');
    expect(html).toContain('<title>Annuaire des artisans</title>');
    expect(html).toContain('<meta name="description" content="Défaut.">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    // Shared without an image of its own, a page shows the site's logo.
    expect(html).toContain('<meta property="og:image" content="http://x/icon-512.png">');
    expect(html).toContain('<meta property="og:image:width" content="512">');
    expect(html).toContain('<meta property="og:image:alt" content="Logo de l’Annuaire des artisans">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('marks a page to keep out of search engines', () => {
    expect(
      renderDocument(
        TEMPLATE,
        { html: '', head: { noindex: true }, data: DATA, stylesheets: [] },
        'http://x',
      ),
    ).toContain(NOINDEX_META);
    expect(addToHead(TEMPLATE, NOINDEX_META)).toContain(`${NOINDEX_META}</head>`);
  });

  // String.prototype.replace expands these in a replacement string: page text holding them must come out as typed.
  it.each(['$&', '$`', "$'", '$1', '$$', '$<x>'])(
    'puts page text holding %s in the document as it is, once',
    (pattern) => {
      const text = `Atelier ${pattern} Bordas`;
      const html = renderDocument(
        TEMPLATE,
        {
          html: `<main><h1>${text}</h1></main>`,
          head: {
            title: text,
            description: text,
            canonicalPath: `/artisan/7`,
            image: { src: '/uploads/a.webp', alt: text },
            preloadImage: {
              href: '/uploads/a.webp',
              srcSet: `/uploads/a.webp?${pattern} 480w`,
              sizes: '100vw',
            },
            jsonLd: { artisan: { name: text } },
          },
          data: { ...DATA, text } as typeof DATA,
          stylesheets: [`/remotes/public/a.css?${pattern}`],
        },
        'http://x',
      );
      expect(html.match(/<!doctype html>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<\/body>/g)).toHaveLength(1);
      const escaped = escapeHtml(text);
      expect(html).toContain(`<title>${escaped}</title>`);
      expect(html).toContain(`<meta name="description" content="${escaped}">`);
      expect(html).toContain(`<meta property="og:image:alt" content="${escaped}">`);
      expect(html).toContain(`<div id="root"><main><h1>${text}</h1></main></div>`);
      expect(html).toContain(`href="/remotes/public/a.css?${escapeHtml(pattern)}"`);
      const data = html.match(new RegExp(`id="${SSR_DATA_ID}">(.*?)</script>`))?.[1];
      expect(JSON.parse(data!)).toEqual({ ...DATA, text });
      const jsonLd = html.match(/data-page="artisan">(.*?)<\/script>/)?.[1];
      expect(JSON.parse(jsonLd!)).toEqual({ name: text });
      expect(addToHead(TEMPLATE, `<meta name="x" content="${pattern}">`)).toContain(
        `<meta name="x" content="${pattern}"></head>`,
      );
    },
  );

  it('escapes attribute text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
