import { breadcrumbJsonLd } from './breadcrumb-json-ld';

describe('breadcrumbJsonLd', () => {
  it('lists the trail as ListItems numbered from 1, with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Accueil', path: '/' },
          { name: 'Métiers', path: '/metiers' },
          { name: 'Plombier', path: '/metier/3' },
        ],
        'https://annuaire.fr',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://annuaire.fr/' },
        { '@type': 'ListItem', position: 2, name: 'Métiers', item: 'https://annuaire.fr/metiers' },
        { '@type': 'ListItem', position: 3, name: 'Plombier', item: 'https://annuaire.fr/metier/3' },
      ],
    });
  });

  it('gives an empty list for an empty trail', () => {
    expect(breadcrumbJsonLd([], 'https://annuaire.fr').itemListElement).toEqual([]);
  });
});
