// Test images for the uploads of the load of issue 8: small PNGs, a large photo-like JPEG, the multipart form.
import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';

export type Image = () => Promise<{ data: Buffer; type: string }>;

export async function smallPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 48 + randomInt(32),
      height: 32 + randomInt(32),
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();
}

/** A 2400 × 1800 photo-like JPEG of about 0.6 MB: decoding it and encoding four widths takes a while. */
export async function largeJpeg(): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 70 })
    .toBuffer();
}

export function imageForm(image: Buffer, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type }), type === 'image/png' ? 'r.png' : 'r.jpg');
  return form;
}

/** A small PNG of a random size and colour on every call: the image of the ordinary loads. */
export const smallImage: Image = async () => ({ data: await smallPng(), type: 'image/png' });
