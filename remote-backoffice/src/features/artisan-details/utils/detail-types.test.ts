import type { ArtisanDetail, DetailType } from '@annuaire/shared/contract/artisan-detail';
import { limitMessage } from './detail-types';

function details(type: DetailType, count: number, firstId = 1): ArtisanDetail[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    artisanId: 1,
    type,
    description: type === 'DESCRIPTION' ? 'Texte' : null,
    pathImg: type === 'DESCRIPTION' ? null : `/uploads/artisans/1/${index}.webp`,
  }));
}

describe('limitMessage', () => {
  it.each([
    ['IMG_PRINCIPALE', 1, "Vous ne pouvez ajouter qu'une seule image principale."],
    ['IMG_REALISATION', 10, 'Vous avez atteint le nombre maximal de 10 images secondaires.'],
    ['DESCRIPTION', 1, 'Vous avez atteint le nombre maximal de 1 descriptions.'],
    ['NORME', 10, 'Vous avez atteint le nombre maximal de 10 normes.'],
  ] as const)('%s: free below %d, the spec message at it', (type, limit, message) => {
    expect(limitMessage(details(type, limit - 1), type)).toBeNull();
    expect(limitMessage(details(type, limit), type)).toBe(message);
  });

  it('counts only the same type', () => {
    expect(limitMessage(details('NORME', 10), 'IMG_REALISATION')).toBeNull();
  });

  it('does not count the detail being saved against itself', () => {
    expect(limitMessage(details('IMG_PRINCIPALE', 1, 5), 'IMG_PRINCIPALE', 5)).toBeNull();
    expect(limitMessage(details('IMG_PRINCIPALE', 1, 5), 'IMG_PRINCIPALE', 6)).not.toBeNull();
  });
});
