// Grid operations on a raster of cells (1 filled, 0 empty, row by row), shared by the two outlines drawn from
// commune centres: the offline background of /map (remote-public's build-map-geo.ts) and the artisan's zone map
// (api/src/geo/zone-background.ts). Both change the grid in place.

/** Cells the outside cannot reach (4-connected flood from the border) become filled. */
export function fillHoles(grid: Uint8Array, width: number, height: number): void {
  const outside = new Uint8Array(grid.length);
  const stack: number[] = [];
  const push = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const cell = y * width + x;
    if (grid[cell] || outside[cell]) return;
    outside[cell] = 1;
    stack.push(cell);
  };
  for (let x = 0; x < width; x += 1) {
    push(x, 0);
    push(x, height - 1);
  }
  for (let y = 0; y < height; y += 1) {
    push(0, y);
    push(width - 1, y);
  }
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const x = cell % width;
    const y = (cell - x) / width;
    push(x + 1, y);
    push(x - 1, y);
    push(x, y + 1);
    push(x, y - 1);
  }
  for (let cell = 0; cell < grid.length; cell += 1) if (!outside[cell]) grid[cell] = 1;
}

/** Fills one cell of every diagonal-only 2×2 pattern, so that each outline vertex has one way out. */
export function removeSaddles(grid: Uint8Array, width: number, height: number): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (let y = 0; y < height - 1; y += 1)
      for (let x = 0; x < width - 1; x += 1) {
        const a = grid[y * width + x];
        const b = grid[y * width + x + 1];
        const c = grid[(y + 1) * width + x];
        const d = grid[(y + 1) * width + x + 1];
        if (a === d && b === c && a !== b) {
          grid[a ? y * width + x + 1 : y * width + x] = 1;
          changed = true;
        }
      }
  }
}
