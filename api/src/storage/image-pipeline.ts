// The image pipeline shared by the demo seed and (later) the upload routes: decode with sharp (which checks the
// content, not the name), re-encode to WebP without metadata, and store the responsive widths of SPEC 9.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { LIMITS } from '@annuaire/shared/contract/common';
import type { FileStorage } from './storage';

/** Formats accepted from uploads: raster images only, so no SVG script or external reference gets in. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class InvalidImageError extends Error {
  constructor(message = "Le fichier envoyé n'est pas une image valide.") {
    super(message);
    this.name = 'InvalidImageError';
  }
}

export interface StoreImageOptions {
  /** Folder inside the store, e.g. `specialites` or `artisans/12`. */
  dir: string;
  /** File name without extension or width suffix. */
  name: string;
  quality?: number;
  /** sharp's WebP effort (0-6): lower is faster; the seed uses a low one. */
  effort?: number;
}

export interface StoredImage {
  /** What the database keeps: `/uploads/<dir>/<name>.webp`. */
  pathImg: string;
  /** Every stored key, for cleanup when the image is replaced. */
  keys: string[];
}

/** The main file's width: the 1200 px variant, or the source's width when smaller. */
const MAIN_WIDTH = 1200;

/** Decodes an uploaded file (any accepted raster format) and stores it; throws InvalidImageError otherwise. */
export async function storeImage(
  storage: Pick<FileStorage, 'put'>,
  input: Buffer,
  options: StoreImageOptions,
): Promise<StoredImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new InvalidImageError();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.autoOrient.width) throw new InvalidImageError();
  // autoOrient applies the EXIF rotation before the re-encode drops the metadata (EXIF included).
  const source = sharp(input, { animated: false, autoOrient: true });
  try {
    return await storeDecodedImage(storage, source, metadata.autoOrient.width, options);
  } catch (error) {
    // Truncated or corrupt pixel data only shows up while decoding.
    if (error instanceof Error && /corrupt|truncat|premature|invalid|bad/i.test(error.message)) {
      throw new InvalidImageError();
    }
    throw error;
  }
}

/**
 * Stores `<dir>/<name>-<w>.webp` for every w of LIMITS.imageWidths and `<dir>/<name>.webp` (the 1200 one).
 * Images are never upscaled: a variant wider than the source holds the source's own width, so that every
 * srcset candidate exists whatever the upload.
 */
export async function storeDecodedImage(
  storage: Pick<FileStorage, 'put'>,
  source: Sharp,
  sourceWidth: number,
  options: StoreImageOptions,
): Promise<StoredImage> {
  const encodings = new Map<number, Promise<Buffer>>();
  const encode = (width: number) => {
    const effective = Math.min(width, sourceWidth);
    let encoding = encodings.get(effective);
    if (!encoding) {
      encoding = source
        .clone()
        .resize({ width: effective, withoutEnlargement: true })
        .webp({ quality: options.quality ?? 80, effort: options.effort ?? 4 })
        .toBuffer();
      encodings.set(effective, encoding);
    }
    return encoding;
  };

  const files = [
    ...LIMITS.imageWidths.map((width) => ({ key: `${options.dir}/${options.name}-${width}.webp`, width })),
    { key: `${options.dir}/${options.name}.webp`, width: MAIN_WIDTH },
  ];
  await Promise.all(files.map(async (file) => storage.put(file.key, await encode(file.width))));
  return { pathImg: `/uploads/${options.dir}/${options.name}.webp`, keys: files.map((file) => file.key) };
}
