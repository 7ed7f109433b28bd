// The order and the French texts of the artisan page's reviews.
import { publicNote } from '../test/public-artisan';
import { formatExperienceMonth, formatPublicationDate, sortReviews, verifiedReviewsText } from './reviews';

describe('reviews', () => {
  it('writes the month of the service in French, and anything unreadable as written', () => {
    expect(formatExperienceMonth('2026-02')).toBe('février 2026');
    expect(formatExperienceMonth('2025-08')).toBe('août 2025');
    expect(formatExperienceMonth('2025-12')).toBe('décembre 2025');
    expect(formatExperienceMonth('2025-13')).toBe('2025-13');
    expect(formatExperienceMonth('')).toBe('');
  });

  it('writes the publication day as it was in France', () => {
    expect(formatPublicationDate('2026-03-12T10:00:00.000Z')).toBe('12 mars 2026');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatPublicationDate('2025-12-31T23:30:00.000Z')).toBe('1 janvier 2026');
    expect(formatPublicationDate('pas une date')).toBeNull();
  });

  it('sorts newest first, oldest first, or by note with the newest first among equals, without changing its input', () => {
    const notes = [
      publicNote({ id: 1, nombreEtoiles: 4, datePublication: '2026-01-01T10:00:00.000Z' }),
      publicNote({ id: 2, nombreEtoiles: 2, datePublication: '2026-03-01T10:00:00.000Z' }),
      publicNote({ id: 3, nombreEtoiles: null, datePublication: '2025-05-01T10:00:00.000Z' }),
      publicNote({ id: 4, nombreEtoiles: 4, datePublication: '2026-02-01T10:00:00.000Z' }),
    ];
    const ids = (sorted: { id: number }[]) => sorted.map((note) => note.id);
    expect(ids(sortReviews(notes, 'recent'))).toEqual([2, 4, 1, 3]);
    expect(ids(sortReviews(notes, 'oldest'))).toEqual([3, 1, 4, 2]);
    expect(ids(sortReviews(notes, 'best'))).toEqual([3, 4, 1, 2]);
    expect(ids(sortReviews(notes, 'worst'))).toEqual([2, 4, 1, 3]);
    expect(ids(notes)).toEqual([1, 2, 3, 4]);
  });

  it('puts the earlier entry first among reviews of the same instant when sorting oldest first', () => {
    const notes = [
      publicNote({ id: 8, datePublication: '2026-01-01T10:00:00.000Z' }),
      publicNote({ id: 5, datePublication: '2026-01-01T10:00:00.000Z' }),
    ];
    expect(sortReviews(notes, 'oldest').map((note) => note.id)).toEqual([5, 8]);
    expect(sortReviews(notes, 'recent').map((note) => note.id)).toEqual([8, 5]);
  });

  it('says how many reviews are verified', () => {
    expect(verifiedReviewsText(0)).toBe('aucun avis vérifié pour l’instant');
    expect(verifiedReviewsText(1)).toBe('dont 1 avis vérifié');
    expect(verifiedReviewsText(12)).toBe('dont 12 avis vérifiés');
  });
});
