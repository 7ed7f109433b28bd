import type { ArtisanDetail, DetailType } from '@annuaire/shared/contract/artisan-detail';
import { artisanDetail } from '../../../test/fixtures';
import { detailLabel, limitMessage } from './detail-types';

function details(type: DetailType, count: number, firstId = 1): ArtisanDetail[] {
  return Array.from({ length: count }, (_, index) => artisanDetail(firstId + index, type));
}

describe('limitMessage', () => {
  it.each([
    ['IMG_PRINCIPALE', 1, "Vous ne pouvez ajouter qu'une seule image principale."],
    ['IMG_REALISATION', 10, 'Vous avez atteint le nombre maximal de 10 images secondaires.'],
    ['DESCRIPTION', 1, 'Vous avez atteint le nombre maximal de 1 descriptions.'],
    ['NORME', 10, 'Vous avez atteint le nombre maximal de 10 normes.'],
    ['ASSURANCE', 3, 'Vous avez atteint le nombre maximal de 3 assurances.'],
  ] as const)('%s: free below %d, the spec message at it', (type, limit, message) => {
    expect(limitMessage(details(type, limit - 1), type)).toBeNull();
    expect(limitMessage(details(type, limit), type)).toBe(message);
  });

  it('counts only the same type', () => {
    expect(limitMessage(details('NORME', 10), 'IMG_REALISATION')).toBeNull();
    expect(limitMessage(details('NORME', 10), 'ASSURANCE')).toBeNull();
  });

  it('does not count the detail being saved against itself', () => {
    expect(limitMessage(details('IMG_PRINCIPALE', 1, 5), 'IMG_PRINCIPALE', 5)).toBeNull();
    expect(limitMessage(details('IMG_PRINCIPALE', 1, 5), 'IMG_PRINCIPALE', 6)).not.toBeNull();
  });
});

describe('detailLabel', () => {
  const all = [
    artisanDetail(477, 'DESCRIPTION'),
    artisanDetail(10, 'IMG_PRINCIPALE'),
    ...details('IMG_REALISATION', 4, 20),
    artisanDetail(30, 'NORME', {
      organisme: 'Qualibat',
      numero: 'E-123',
      dateDebut: '2025-01-01',
      dateFin: '2028-12-31',
    }),
    artisanDetail(31, 'NORME'),
    artisanDetail(32, 'NORME', {
      organisme: 'Handibat',
      numero: 'H-9',
      dateDebut: '2025-01-01',
      dateFin: '2027-12-31',
    }),
    artisanDetail(40, 'ASSURANCE', {
      organisme: 'MAAF Assurances',
      numero: 'P-1',
      dateDebut: '2026-01-01',
      dateFin: '2026-12-31',
    }),
  ];
  const byId = (id: number) => all.find((detail) => detail.id === id)!;

  it('names a detail by its type and its place among those of its type, never by its id', () => {
    expect(detailLabel(byId(21), all)).toBe('Image de réalisation 2 sur 4');
    expect(detailLabel(byId(477), all)).toBe('Description');
    expect(detailLabel(byId(10), all)).toBe('Image principale');
  });

  it('adds the body of a qualification or the insurer', () => {
    expect(detailLabel(byId(30), all)).toBe('Qualification 1 sur 3 — Qualibat');
    expect(detailLabel(byId(31), all)).toBe('Qualification 2 sur 3');
    expect(detailLabel(byId(32), all)).toBe('Qualification 3 sur 3 — Handibat');
    expect(detailLabel(byId(40), all)).toBe('Assurance décennale 1 sur 1 — MAAF Assurances');
  });
});
