// Where the generator writes a register's file: a plain CSV, or a zip archive holding it as INSEE publishes its
// stocks (StockEtablissement_utf8.zip holds StockEtablissement_utf8.csv). Text is gathered into chunks of about
// 256 kB and written with the stream's back-pressure, so that no file is ever held in memory. No zip writer is a
// dependency of the project: the archive is written here (PKWARE APPNOTE 6.3), one deflated entry whose CRC and
// sizes follow the data in a data descriptor (flag bit 3), and the zip64 records when the entry may pass 4 GiB (the
// national stock is about 8 GB unpacked; the caller says beforehand, as the local header must tell a reader that
// the descriptor's sizes are on 8 bytes). The entry's date is fixed: the same rows give the same bytes.
import { once } from 'node:events';
import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';

export interface TextSink {
  /** Queues text; resolves at once unless a chunk had to wait for the disk. */
  write(text: string): Promise<void> | void;
  /** Writes what is left and closes the file; resolves to its size in bytes. */
  close(): Promise<{ bytes: number; uncompressed: number }>;
}

const CHUNK = 256 * 1024;
const UINT32_MAX = 0xffffffff;
/** 2026-11-01 00:00 in MS-DOS time and date, the entry's fixed modification time. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (11 << 5) | 1;

/** Gathers text into chunks; `flush` is given each full chunk. */
function chunked(flush: (chunk: Buffer) => Promise<void> | void) {
  let parts: string[] = [];
  let length = 0;
  let uncompressed = 0;
  return {
    write(text: string): Promise<void> | void {
      parts.push(text);
      length += text.length;
      if (length < CHUNK) return;
      const chunk = Buffer.from(parts.join(''), 'utf8');
      parts = [];
      length = 0;
      uncompressed += chunk.length;
      return flush(chunk);
    },
    rest(): Buffer {
      const chunk = Buffer.from(parts.join(''), 'utf8');
      parts = [];
      length = 0;
      uncompressed += chunk.length;
      return chunk;
    },
    get uncompressed() {
      return uncompressed;
    },
  };
}

async function written(stream: fs.WriteStream, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function closed(stream: fs.WriteStream): Promise<number> {
  stream.end();
  await once(stream, 'finish');
  return stream.bytesWritten;
}

export function plainSink(file: string): TextSink {
  const out = fs.createWriteStream(file);
  const buffer = chunked((chunk) => written(out, chunk));
  return {
    write: (text) => buffer.write(text),
    async close() {
      const rest = buffer.rest();
      if (rest.length > 0) await written(out, rest);
      return { bytes: await closed(out), uncompressed: buffer.uncompressed };
    },
  };
}

class Counter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

/** A zip archive `file` holding one deflated entry `entry`; `zip64` when it may pass 4 GiB. */
export function zipSink(file: string, entry: string, zip64: boolean): TextSink {
  const out = fs.createWriteStream(file);
  const name = Buffer.from(entry, 'utf8');
  // In a zip64 entry, the local header's sizes say « see the zip64 extra field », which holds zeros until the
  // data descriptor (APPNOTE 4.3.9.2, 4.5.3).
  const localExtra = Buffer.alloc(zip64 ? 20 : 0);
  if (zip64) {
    localExtra.writeUInt16LE(0x0001, 0);
    localExtra.writeUInt16LE(16, 2);
  }
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(zip64 ? 45 : 20, 4); // version needed: 4.5 for zip64, else 2.0
  local.writeUInt16LE(0x0808, 6); // bit 3: CRC and sizes in the data descriptor; bit 11: UTF-8 name
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt16LE(DOS_TIME, 10);
  local.writeUInt16LE(DOS_DATE, 12);
  if (zip64) {
    local.writeUInt32LE(UINT32_MAX, 18);
    local.writeUInt32LE(UINT32_MAX, 22);
  }
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(localExtra.length, 28);
  out.write(Buffer.concat([local, name, localExtra]));
  const headerBytes = local.length + name.length + localExtra.length;

  const deflate = zlib.createDeflateRaw({ level: 6 });
  const counter = new Counter();
  deflate.pipe(counter).pipe(out, { end: false });
  let crc = 0;
  const buffer = chunked(async (chunk) => {
    crc = zlib.crc32(chunk, crc);
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  });
  return {
    write: (text) => buffer.write(text),
    async close() {
      const rest = buffer.rest();
      crc = zlib.crc32(rest, crc);
      deflate.end(rest);
      await once(counter, 'end');
      const compressed = counter.bytes;
      const size = buffer.uncompressed;
      if (!zip64 && (size >= UINT32_MAX || compressed >= UINT32_MAX))
        throw new Error(`${file} : l’entrée dépasse 4 Gio, il fallait une archive zip64.`);
      // Data descriptor: sizes on 8 bytes in a zip64 archive (APPNOTE 4.3.9.2).
      const descriptor = Buffer.alloc(zip64 ? 24 : 16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      if (zip64) {
        descriptor.writeBigUInt64LE(BigInt(compressed), 8);
        descriptor.writeBigUInt64LE(BigInt(size), 16);
      } else {
        descriptor.writeUInt32LE(compressed, 8);
        descriptor.writeUInt32LE(size, 12);
      }
      await written(out, descriptor);

      const extra = Buffer.alloc(zip64 ? 20 : 0);
      if (zip64) {
        extra.writeUInt16LE(0x0001, 0);
        extra.writeUInt16LE(16, 2);
        extra.writeBigUInt64LE(BigInt(size), 4);
        extra.writeBigUInt64LE(BigInt(compressed), 12);
      }
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE((3 << 8) | 45, 4); // made by Unix, version 4.5
      central.writeUInt16LE(zip64 ? 45 : 20, 6);
      central.writeUInt16LE(0x0808, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt16LE(DOS_TIME, 12);
      central.writeUInt16LE(DOS_DATE, 14);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(zip64 ? UINT32_MAX : compressed, 20);
      central.writeUInt32LE(zip64 ? UINT32_MAX : size, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt16LE(extra.length, 30);
      central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
      central.writeUInt32LE(0, 42); // the local header's offset
      const directory = Buffer.concat([central, name, extra]);
      const directoryOffset = headerBytes + compressed + descriptor.length;
      const records: Buffer[] = [directory];
      if (zip64 || directoryOffset >= UINT32_MAX) {
        const end64 = Buffer.alloc(56);
        end64.writeUInt32LE(0x06064b50, 0);
        end64.writeBigUInt64LE(44n, 4);
        end64.writeUInt16LE((3 << 8) | 45, 12);
        end64.writeUInt16LE(45, 14);
        end64.writeBigUInt64LE(1n, 24);
        end64.writeBigUInt64LE(1n, 32);
        end64.writeBigUInt64LE(BigInt(directory.length), 40);
        end64.writeBigUInt64LE(BigInt(directoryOffset), 48);
        const locator = Buffer.alloc(20);
        locator.writeUInt32LE(0x07064b50, 0);
        locator.writeBigUInt64LE(BigInt(directoryOffset + directory.length), 8);
        locator.writeUInt32LE(1, 16);
        records.push(end64, locator);
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(1, 8);
      end.writeUInt16LE(1, 10);
      end.writeUInt32LE(directory.length, 12);
      end.writeUInt32LE(Math.min(directoryOffset, UINT32_MAX), 16);
      records.push(end);
      await written(out, Buffer.concat(records));
      return { bytes: await closed(out), uncompressed: size };
    },
  };
}
