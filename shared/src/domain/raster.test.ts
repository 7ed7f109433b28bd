import { fillHoles, removeSaddles } from './raster';

const grid = (rows: string[]) => Uint8Array.from(rows.join('').split(''), (cell) => (cell === '#' ? 1 : 0));
const rows = (cells: Uint8Array, width: number) =>
  Array.from({ length: cells.length / width }, (_, y) =>
    Array.from(cells.slice(y * width, (y + 1) * width), (cell) => (cell ? '#' : '.')).join(''),
  );

describe('fillHoles', () => {
  it('fills what the outside cannot reach, and nothing the outside reaches', () => {
    const cells = grid(['.....', '.###.', '.#.#.', '.###.', '.....']);
    fillHoles(cells, 5, 5);
    expect(rows(cells, 5)).toEqual(['.....', '.###.', '.###.', '.###.', '.....']);
    const open = grid(['.....', '.#.#.', '.#.#.', '.###.', '.....']);
    fillHoles(open, 5, 5);
    expect(rows(open, 5)).toEqual(['.....', '.#.#.', '.#.#.', '.###.', '.....']);
  });
});

describe('removeSaddles', () => {
  it('fills one cell of a diagonal-only 2×2 pattern, whichever diagonal', () => {
    const falling = grid(['#.', '.#']);
    removeSaddles(falling, 2, 2);
    expect(rows(falling, 2)).toEqual(['##', '.#']);
    const rising = grid(['.#', '#.']);
    removeSaddles(rising, 2, 2);
    expect(rows(rising, 2)).toEqual(['##', '#.']);
  });
});
