import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import { publicArtisan, publicNote } from '../test/public-artisan';
import { artisanBusinessType, artisanJsonLd, serializeJsonLd } from './artisan-json-ld';

const ARTISAN: ArtisanPublic = publicArtisan({
  dateCreation: '',
  dateUpdate: '',
  notes: [],
  details: [],
  email: null,
  personnalDataToShow: 'TEL',
  imagePrincipale: { pathImg: '/uploads/artisans/7/main.webp', description: null },
  specialitesDetails: [{ id: 1, metier: 'Plombier' }],
  moyenne: 3.75,
  nombreAvis: 4,
});

describe('artisanJsonLd', () => {
  it('describes a LocalBusiness (a Plumber here) with its address, contact shown, position and AggregateRating', () => {
    expect(artisanJsonLd(ARTISAN, 'Plombier à Tulle.', 'https://annuaire.fr')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Plumber',
      '@id': 'https://annuaire.fr/artisan/7',
      name: 'Plomberie Martin',
      url: 'https://annuaire.fr/artisan/7',
      description: 'Plombier à Tulle.',
      image: 'https://annuaire.fr/uploads/artisans/7/main.webp',
      telephone: '0555000000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 rue de la Gare',
        postalCode: '19000',
        addressLocality: 'Tulle',
        addressCountry: 'FR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 45.2667, longitude: 1.7667 },
      knowsAbout: ['Plombier'],
      taxID: '73282932000074',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 3.8,
        reviewCount: 4,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('carries the reviews the page has, each with its author, publication date, rating and comment', () => {
    const data = artisanJsonLd(ARTISAN, null, 'https://annuaire.fr', [
      publicNote(),
      publicNote({ id: 2, commentaire: ' ', nombreEtoiles: null, auteur: 'Paul R.', source: 'VERIFIE' }),
    ]);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 3.8, reviewCount: 4 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Marie D.' },
        datePublished: '2026-03-12T10:00:00.000Z',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Travail soigné.',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Paul R.' },
        datePublished: '2026-03-12T10:00:00.000Z',
        // A missing count counts 5; an empty comment is no reviewBody.
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
    // Not loaded yet, or none: no review property.
    expect(artisanJsonLd(ARTISAN, null, '')).not.toHaveProperty('review');
    expect(artisanJsonLd(ARTISAN, null, '', [])).not.toHaveProperty('review');
  });

  it('keeps a replied review with its own date and text, without the artisan’s reply', () => {
    const data = artisanJsonLd(ARTISAN, null, 'https://annuaire.fr', [
      publicNote({
        datePublication: '2026-01-05T09:00:00.000Z',
        reponse: { texte: 'Merci pour votre confiance.', date: '2026-01-06T08:00:00.000Z' },
      }),
    ]);
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Marie D.' },
        datePublished: '2026-01-05T09:00:00.000Z',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Travail soigné.',
      },
    ]);
    expect(serializeJsonLd(data)).not.toContain('Merci pour votre confiance.');
  });

  it('has no AggregateRating without reviews, and no contact detail the artisan hides', () => {
    const data = artisanJsonLd(
      { ...ARTISAN, moyenne: 0, nombreAvis: 0, telephone: null, imagePrincipale: null, latitude: null },
      null,
      'https://annuaire.fr',
    );
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('foundingDate');
  });

  it('gives the founding date of the company when it is known', () => {
    const data = artisanJsonLd(
      { ...ARTISAN, dateCreationEntreprise: '2009-05-12' },
      null,
      'https://annuaire.fr',
    );
    expect(data.foundingDate).toBe('2009-05-12');
  });

  it('is typed after the first of its trades that names a schema.org subtype', () => {
    const trades = (...names: string[]) => names.map((metier, index) => ({ id: index + 1, metier }));
    expect(
      artisanJsonLd({ ...ARTISAN, specialitesDetails: trades('Menuisier', 'Couvreur') }, null, ''),
    ).toMatchObject({
      '@type': 'RoofingContractor',
    });
    expect(artisanJsonLd({ ...ARTISAN, specialitesDetails: trades('Carreleur') }, null, '')['@type']).toBe(
      'HomeAndConstructionBusiness',
    );
    expect(artisanJsonLd({ ...ARTISAN, specialitesDetails: [] }, null, '')['@type']).toBe(
      'HomeAndConstructionBusiness',
    );
    expect(artisanBusinessType(trades('Serrurier', 'Plombier'))).toBe('Locksmith');
  });

  it.each([
    ['Plombier', 'Plumber'],
    ['PLOMBERIE', 'Plumber'],
    ['Plombier chauffagiste', 'Plumber'],
    ['Électricien', 'Electrician'],
    ['electricien', 'Electrician'],
    ['Peintre', 'HousePainter'],
    ['Peintre en bâtiment', 'HousePainter'],
    ['Couvreur', 'RoofingContractor'],
    ['Couvreur-zingueur', 'RoofingContractor'],
    ['Charpentier couvreur', 'RoofingContractor'],
    ['Serrurier', 'Locksmith'],
    ['Chauffagiste', 'HVACBusiness'],
    ['Climaticien', 'HVACBusiness'],
    ['Frigoriste', 'HVACBusiness'],
    ['Déménageur', 'MovingCompany'],
    ['Maçon', 'GeneralContractor'],
    ['MAÇONNERIE', 'GeneralContractor'],
    ['Entreprise générale du bâtiment', 'GeneralContractor'],
    ['Gros œuvre', 'GeneralContractor'],
    ['Menuisier', 'HomeAndConstructionBusiness'],
    ['Charpentier', 'HomeAndConstructionBusiness'],
    ['Carreleur', 'HomeAndConstructionBusiness'],
    ['Plaquiste', 'HomeAndConstructionBusiness'],
    ['Plâtrier', 'HomeAndConstructionBusiness'],
    ['Paysagiste', 'HomeAndConstructionBusiness'],
    ['Ébéniste', 'HomeAndConstructionBusiness'],
    ['Façadier', 'HomeAndConstructionBusiness'],
    ['Vitrier', 'HomeAndConstructionBusiness'],
    ['Cuisiniste', 'HomeAndConstructionBusiness'],
    // A known word inside another is not that trade.
    ['Arpeinture', 'HomeAndConstructionBusiness'],
  ])('types a "%s" as %s', (metier, type) => {
    expect(artisanBusinessType([{ metier }])).toBe(type);
  });

  it('cannot be closed early by a "</script>" in the texts', () => {
    const json = serializeJsonLd(artisanJsonLd({ ...ARTISAN, entrepriseNom: '</script><b>x' }, null, ''));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><b>x');
  });
});
