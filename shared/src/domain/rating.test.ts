import { averageStars, formatAverage, roundToHalfStar, shouldShowAverage } from './rating';

describe('star averaging', () => {
  it('is 0 without reviews, and hidden then', () => {
    expect(averageStars([])).toBe(0);
    expect(shouldShowAverage(0)).toBe(false);
  });

  it('counts a missing star count as 5', () => {
    expect(averageStars([{ nombreEtoiles: 3 }, { nombreEtoiles: null }, {}])).toBeCloseTo(13 / 3);
  });

  it('rounds to half stars and formats with one decimal in French', () => {
    expect(roundToHalfStar(4.26)).toBe(4.5);
    expect(roundToHalfStar(4.24)).toBe(4);
    expect(formatAverage(13 / 3)).toBe('4,3');
    expect(formatAverage(5)).toBe('5,0');
    expect(shouldShowAverage(1)).toBe(true);
  });

  it("writes every possible average as Intl's French format does", () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let total = 0; total <= 5 * count; total += 1) {
        const average = total / count;
        expect(formatAverage(average)).toBe(
          average.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        );
      }
    }
  });
});
