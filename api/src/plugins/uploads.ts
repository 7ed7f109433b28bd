// Uploads plugin: decorates `fastify.receiveImage`, used by the two upload routes (artisan details, specialites),
// which multipartScope() puts in a scope that reads multipart bodies (2 Mo per file), plus `fastify.imageExists` and
// `fastify.deleteImage` for the routes that reference or drop stored images.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp, { type Metadata } from 'sharp';
import { LIMITS, MESSAGES } from '@annuaire/shared/contract/common';
import { HttpError } from '../http-error';
import { storeImage } from '../storage/image-pipeline';
import { assertSafeKey, IMAGE_CACHE_CONTROL, type FileStorage } from '../storage/storage';

export const UPLOAD_MESSAGES = {
  fileRequired: 'Aucun fichier reçu : envoyez l’image dans le champ « file » d’un formulaire multipart.',
  notAnImage: 'Le fichier doit être une image (JPEG, PNG, WebP, AVIF ou GIF).',
  tooManyPixels: 'L’image est trop grande : 40 millions de pixels au plus.',
  malformed: 'Le formulaire multipart est invalide.',
} as const;

/** Bounds the decoding work of a small file that claims huge dimensions (a "decompression bomb"). */
export const MAX_IMAGE_PIXELS = 40_000_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Reads the multipart field `file`, checks it is a raster image of at most 2 Mo by decoding it, stores it
     * re-encoded under `dir` with a random name, and returns `/uploads/<dir>/<name>.webp`. Throws an HttpError
     * (400, 413, 415, 422) otherwise, having stored nothing.
     */
    receiveImage(request: FastifyRequest, dir: string): Promise<string>;
    /** Whether pathImg (`/uploads/...webp`) is a stored image. */
    imageExists(pathImg: string): Promise<boolean>;
    /** Deletes a stored image and its width variants; the caller checks nothing references it any more. */
    deleteImage(pathImg: string): Promise<void>;
  }
}

type Format = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/** The format announced by the first bytes, which must agree with what sharp decodes. */
function sniffFormat(data: Buffer): Format | null {
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const ascii = data.toString('latin1', 0, 12);
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.slice(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii.slice(8, 12))) return 'avif';
  return null;
}

/** sharp's name for each accepted format (AVIF is decoded by libheif). */
const SHARP_FORMAT: Record<Format, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

/**
 * Signatures of a second format hidden in an image (polyglots): markup or script that a browser could sniff, a PDF,
 * a ZIP/JAR whose directory sits at the end. Re-encoding would drop them anyway; refusing says so to the sender.
 */
const POLYGLOT_MARKERS = [
  /<\s*(?:script|html|svg|body|iframe|object|embed|!doctype)\b/i,
  // Not `<?xml`: XMP metadata in ordinary photos may carry it.
  /<\?php/i,
  /%PDF-/,
  /javascript:/i,
];

function looksPolyglot(data: Buffer): boolean {
  const text = data.toString('latin1');
  if (POLYGLOT_MARKERS.some((marker) => marker.test(text))) return true;
  // A ZIP's end-of-central-directory record lies within its last 64 KiB + 22 bytes.
  const tail = data.subarray(Math.max(0, data.length - 65_557));
  return tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
}

/** Decodes enough to be sure the content is one accepted raster image; throws the 415 or 422 otherwise. */
async function checkImage(data: Buffer): Promise<void> {
  const sniffed = sniffFormat(data);
  if (!sniffed || looksPolyglot(data)) throw new HttpError(415, UPLOAD_MESSAGES.notAnImage);
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new HttpError(415, UPLOAD_MESSAGES.notAnImage);
  }
  if (metadata.format !== SHARP_FORMAT[sniffed] || !metadata.width || !metadata.height) {
    throw new HttpError(415, UPLOAD_MESSAGES.notAnImage);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(422, UPLOAD_MESSAGES.tooManyPixels);
  }
}

/**
 * validatorCompiler of the upload routes (multipartScope sets it): params and querystring through zod as everywhere,
 * the multipart body left to receiveImage (its schema only documents the field `file` in the OpenAPI document).
 */
const uploadRouteValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => ({ value: undefined })
    : (validatorCompiler as FastifySchemaCompiler<unknown>)(route);

/** The storage key of pathImg (`/uploads/a/b.webp` → `a/b.webp`), or null when it is not a safe upload path. */
export function uploadKey(pathImg: string): string | null {
  if (!pathImg.startsWith('/uploads/') || !pathImg.endsWith('.webp')) return null;
  const key = pathImg.slice('/uploads/'.length);
  try {
    assertSafeKey(key);
  } catch {
    return null;
  }
  return key;
}

/** Whether `key` is one of the widths the pipeline writes beside an image (`…/name-480.webp`), not the image. */
export function isWidthKey(key: string): boolean {
  return LIMITS.imageWidths.some((width) => key.endsWith(`-${width}.webp`));
}

/** Every key the image pipeline writes for pathImg: the main file and one per width. */
export function imageKeys(pathImg: string): string[] {
  const key = uploadKey(pathImg);
  if (!key) return [];
  const base = key.slice(0, -'.webp'.length);
  return [key, ...LIMITS.imageWidths.map((width) => `${base}-${width}.webp`)];
}

/**
 * Runs the image pipeline against memory, then writes every file: a decoding failure halfway through leaves no
 * file behind, and a failed write removes the others.
 */
async function storeAllOrNothing(storage: FileStorage, data: Buffer, dir: string): Promise<string> {
  const files = new Map<string, Buffer>();
  const memory: Pick<FileStorage, 'put'> = {
    put: async (key, content) => {
      files.set(key, content);
    },
  };
  let pathImg: string;
  try {
    ({ pathImg } = await storeImage(memory, data, { dir, name: randomBytes(12).toString('hex') }));
  } catch {
    // Only decoding can fail here (nothing touches the disk): truncated or corrupt pixel data.
    throw new HttpError(415, UPLOAD_MESSAGES.notAnImage);
  }
  const writes = await Promise.allSettled([...files].map(([key, content]) => storage.put(key, content)));
  const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
  if (failed) {
    await Promise.allSettled([...files.keys()].map((key) => storage.delete(key)));
    throw failed.reason;
  }
  return pathImg;
}

/** The bytes of the multipart field `file`, at most LIMITS.imageMaxBytes. */
async function readFileField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.fileRequired);
  try {
    const part = await request.file({
      limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
    if (!part) throw new HttpError(400, UPLOAD_MESSAGES.fileRequired);
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new HttpError(400, UPLOAD_MESSAGES.fileRequired);
    }
    const data = await part.toBuffer();
    if (data.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.fileRequired);
    return data;
  } catch (error) {
    throw multipartError(request, error, MESSAGES.imageTooLarge);
  }
}

/**
 * What a failure while reading a multipart body answers: an HttpError as thrown, 413 with `tooLarge` for a file over
 * the scope's limit, 400 for busboy's own errors (no boundary, truncated body, too many parts), which are the client's.
 */
export function multipartError(request: FastifyRequest, error: unknown, tooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, tooLarge);
  request.log.info({ err: error }, 'formulaire multipart refusé');
  return new HttpError(400, UPLOAD_MESSAGES.malformed);
}

/**
 * An upload route's plugin, in a scope of its own that reads multipart bodies (by default one file of
 * LIMITS.imageMaxBytes at most, a few small fields; a route with other files gives its own `limits`) and validates them as uploadRouteValidator does. @fastify/multipart gives every route of
 * the scope it is registered in its parser, an onRequest hook (a listener on each response) and an onResponse hook:
 * registered for the whole API, every read paid for them (about 4 % of the small answers' throughput, bench:api). A
 * multipart body sent to any other route gets 415 « Type de contenu non pris en charge. ».
 */
export function multipartScope(
  routes: FastifyPluginAsyncZod,
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number } = {
    fileSize: LIMITS.imageMaxBytes,
    files: 1,
    fields: 10,
    fieldSize: 1024,
    parts: 20,
  },
): FastifyPluginAsyncZod {
  return async (scope, options) => {
    scope.setValidatorCompiler(uploadRouteValidator);
    await scope.register(multipart, { limits });
    await scope.register(routes, options);
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('receiveImage', async (request: FastifyRequest, dir: string) => {
      const data = await readFileField(request);
      await checkImage(data);
      const pathImg = await storeAllOrNothing(fastify.storage, data, dir);
      request.log.info({ pathImg, bytes: data.length }, 'image enregistrée');
      return pathImg;
    });

    fastify.decorate('imageExists', async (pathImg: string) => {
      const key = uploadKey(pathImg);
      return key !== null && fastify.storage.exists(key);
    });

    fastify.decorate('deleteImage', async (pathImg: string) => {
      await Promise.all(imageKeys(pathImg).map((key) => fastify.storage.delete(key)));
    });

    // With STORAGE=s3, /uploads/ streams the object from the bucket (the local folder is served by routes/web.ts),
    // or, with PUBLIC_IMAGES_URL, redirects for good to the bucket's or CDN's address of the same key: the stored
    // paths stay `/uploads/<key>` either way, so switching back and forth needs no change in the database.
    const { storage, publicImagesUrl } = fastify.config;
    if (storage.kind === 's3') {
      fastify.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
        const key = uploadKey(request.url.split('?')[0]!);
        if (key !== null && publicImagesUrl)
          return reply
            .header('cache-control', IMAGE_CACHE_CONTROL)
            .redirect(`${publicImagesUrl}/${key}`, 301);
        const file = key === null ? null : await fastify.storage.read(key);
        if (!file) return reply.code(404).send({ message: MESSAGES.notFound });
        reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', file.etag);
        if (file.etag && request.headers['if-none-match'] === file.etag) {
          file.body.destroy();
          return reply.code(304).send();
        }
        return reply.type('image/webp').header('content-length', file.size).send(file.body);
      });
    }
  },
  { name: 'uploads', dependencies: ['config', 'storage'] },
);
