import { othersText, tradesText, areaText, COUVRE_LABEL, coverageText, distanceText } from './coverage-text';

describe('distanceText', () => {
  it.each([
    [0, 'à 0,0 km'],
    [3.44, 'à 3,4 km'],
    [3.45, 'à 3,5 km'],
    [3, 'à 3,0 km'],
    [9.94, 'à 9,9 km'],
    // Rounded to 10,0: whole kilometres from there.
    [9.96, 'à 10 km'],
    [10, 'à 10 km'],
    [12.4, 'à 12 km'],
    [12.5, 'à 13 km'],
    [72.4, 'à 72 km'],
    [1234.4, 'à 1234 km'],
  ])('writes %s km as « %s »', (km, text) => {
    expect(distanceText(km)).toBe(text);
  });

  it.each([
    [3.44, 'à environ 3 km'],
    [12.5, 'à environ 13 km'],
    // Never « environ 0 km » from a commune's centre: the business may be anywhere in the commune.
    [0.2, 'à environ 1 km'],
  ])('writes %s km from a commune’s centre as « %s »', (km, text) => {
    expect(distanceText(km, true)).toBe(text);
  });
});

describe('areaText', () => {
  it('gives a managed artisan’s radius, and says the area is unknown for a listing nobody manages', () => {
    expect(areaText({ geree: true, rayonActivite: 20 })).toBe("Rayon d'activité : 20 km");
    expect(areaText({ geree: true, rayonActivite: 0 })).toBe("Rayon d'activité : 0 km");
    expect(areaText({ geree: false, rayonActivite: 0 })).toBe('Zone d’intervention non renseignée');
  });
});

describe('coverageText', () => {
  it('says whether the artisan comes to the address, with the radius when not', () => {
    expect(coverageText(true, 20)).toBe('Intervient chez vous');
    expect(coverageText(false, 20)).toBe('Hors de sa zone d’intervention (rayon 20 km)');
  });
});

describe('othersText', () => {
  it('counts the artisans who do not come to the place', () => {
    expect(othersText(3, 'Tulle')).toBe("3 autres artisans ne se déplacent pas jusqu'à Tulle");
    expect(othersText(1, 'Tulle')).toBe("1 autre artisan ne se déplace pas jusqu'à Tulle");
    expect(othersText(2, '')).toBe("2 autres artisans ne se déplacent pas jusqu'à chez vous");
  });
});

describe('tradesText', () => {
  const trades = [
    { id: 4, metier: 'Carreleur' },
    { id: 1, metier: 'Plombier' },
  ];
  it('names the trades on one line, the page’s first', () => {
    expect(tradesText(trades)).toBe('Carreleur · Plombier');
    expect(tradesText(trades, 1)).toBe('Plombier · Carreleur');
    expect(tradesText([])).toBe('');
  });
});

describe('COUVRE_LABEL', () => {
  it('names the filter in French', () => {
    expect(COUVRE_LABEL).toBe('Seulement les artisans qui interviennent à cette adresse');
  });
});
