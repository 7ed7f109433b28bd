// Shrinks a phone photo in the browser before it is sent: an image over the size limit (SPEC 5: 2 MB, which the API
// keeps refusing) is redrawn smaller and re-encoded (WebP, else JPEG) until it fits. The EXIF orientation is applied
// while decoding (createImageBitmap, imageOrientation 'from-image'), so a portrait photo stays upright once its tags
// are gone. Anything that cannot be decoded or made small enough is returned as it was, and refused by the caller.
import { LIMITS } from '../contract/limits';

/** Longest side tried first, then smaller ones; 2560 px is above the largest width the site serves (1920). */
export const SHRINK_EDGES = [2560, 1920, 1600, 1280] as const;
/** Encoder qualities tried at each size, best first. */
export const SHRINK_QUALITIES = [0.85, 0.72, 0.6] as const;

/** The size that fits `maxEdge` on its longest side, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file's name with the extension of what it became: « IMG_2041.HEIC » → « IMG_2041.webp ». */
export function renamedFor(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.${extension}`;
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The image itself when it fits, else a smaller re-encoded copy that fits, else the image itself. */
export async function shrinkImage(file: File, maxBytes: number = LIMITS.imageMaxBytes): Promise<File> {
  if (file.size <= maxBytes || !file.type.startsWith('image/')) return file;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Not decodable by this browser (HEIC in Chromium, a damaged file): the caller refuses it with its message.
    return file;
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return file;
    for (const edge of SHRINK_EDGES) {
      const size = fitWithin(bitmap.width, bitmap.height, edge);
      canvas.width = size.width;
      canvas.height = size.height;
      // A white ground: a transparent PNG turned into JPEG would otherwise turn black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      for (const quality of SHRINK_QUALITIES) {
        // toBlob falls back to PNG for a type it cannot encode: then JPEG, which every browser encodes.
        let blob = await encode(canvas, 'image/webp', quality);
        if (!blob || blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg', quality);
        if (blob && blob.size <= maxBytes) {
          return new File([blob], renamedFor(file.name, blob.type), {
            type: blob.type,
            lastModified: file.lastModified,
          });
        }
      }
    }
    return file;
  } finally {
    bitmap.close();
  }
}
