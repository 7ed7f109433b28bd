// Responsive image URLs: the API stores every image in the widths of SPEC 9 beside the default file.
import { LIMITS } from '../contract/limits';

/** `/uploads/a/b.webp` → `/uploads/a/b-480.webp 480w, …`; empty for paths that are not ours. */
export function imageSrcSet(pathImg: string | null | undefined): string {
  if (!pathImg || !/^\/uploads\/.+\.webp$/.test(pathImg)) return '';
  const base = pathImg.slice(0, -'.webp'.length);
  return LIMITS.imageWidths.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}
