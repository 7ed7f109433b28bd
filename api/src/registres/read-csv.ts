// Reading a register's file (INSEE's SIRENE stocks and geolocation, ADEME's RGE list) as a stream of records keyed
// by column name. The file is a `.csv` or the `.zip` INSEE publishes (its first `.csv` entry); the national stock is
// about 8 GB unpacked, so nothing is unpacked to disk nor held whole in memory: the zip entry is inflated as it is
// read, and csv-lines.ts reads it line by line (csv-parse for the lines with quotes). The separator (`,` or `;`)
// comes from the header line, and columns are read by name, so INSEE's current header and older ones (without
// identifiantAdresseEtablissement or the Lambert coordinates) both work. A caller that keeps few rows gives a
// prefilter: a test on a few columns, run before a row is made into a record. Any problem with the file itself is a
// RegistreFileError, in French and naming the file, thrown before the first record so that the command stops before
// it writes anything.
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { REGISTRES_MESSAGES } from '@annuaire/shared/contract/registres-messages';
import { CsvLineParser, type CsvPrefilter } from './csv-lines';

export type { CsvPrefilter } from './csv-lines';

/** A problem with a register's file, its message in French; the command prints it and exits with status 1. */
export class RegistreFileError extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(message);
    this.name = 'RegistreFileError';
  }
}

/** A record of a register's file: each column of its header by name, empty fields as ''. */
export type CsvRecord = Readonly<Record<string, string>>;

/**
 * The columns a reader needs. A string is a column that must be there; a list is a choice, one of its columns must
 * be there (INSEE's geolocation file has `x_longitude`, Etalab's geo_siret files `longitude`).
 */
export type RequiredColumns = readonly (string | readonly string[])[];

export interface CsvSpec {
  /** What the file is, in French, for the messages: « stock des établissements ». */
  label: string;
  required: RequiredColumns;
}

export interface CsvReadOptions {
  /** Rows it refuses are skipped before they are made into records (see CsvPrefilter). */
  prefilter?: CsvPrefilter;
}

/** A row that could not be read (a quote left open, a wrong number of fields): skipped, counted, reported. */
export interface CsvRowError {
  line: number;
  message: string;
}

export interface RegistreCsv extends AsyncIterable<CsvRecord> {
  readonly file: string;
  /** The file's size on disk: the total that bytesRead() runs to (compressed bytes for a zip). */
  readonly size: number;
  /** The header's columns, in the file's order. */
  readonly columns: readonly string[];
  readonly delimiter: ',' | ';';
  /** The zip entry read, or null for a plain CSV file. */
  readonly entry: string | null;
  /** Bytes of the file read so far (for a zip, compressed bytes), for the progress line. */
  bytesRead(): number;
  /** Rows skipped because they could not be read, the first ones with their line and reason. */
  readonly rowErrors: { count: number; first: CsvRowError[] };
  /** Rows read so far, those the prefilter refused included (rows that could not be read excluded). */
  rowsRead(): number;
  /** Stops reading and releases the file, when the caller leaves before the end. */
  close(): void;
}

const MAX_HEADER_BYTES = 64 * 1024;
/** Chunks of a megabyte from the disk, of 256 kB from the inflater: fewer turns of the loop per row. */
const READ_CHUNK = 1024 * 1024;
const INFLATE_CHUNK = 256 * 1024;
const KEPT_ROW_ERRORS = 20;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Counts the bytes that pass, for the progress line. */
class ByteCounter extends Transform {
  count = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length;
    callback(null, chunk);
  }
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'accès refusé';
  if (code === 'EISDIR') return 'c’est un dossier';
  return error instanceof Error ? error.message : String(error);
}

async function statFile(file: string): Promise<fs.Stats> {
  let stats: fs.Stats;
  try {
    stats = await fs.promises.stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new RegistreFileError(REGISTRES_MESSAGES.fileNotFound(file), file);
    }
    throw new RegistreFileError(REGISTRES_MESSAGES.fileUnreadable(file, describe(error)), file);
  }
  if (stats.isDirectory()) throw new RegistreFileError(REGISTRES_MESSAGES.fileIsDirectory(file), file);
  if (stats.size === 0) throw new RegistreFileError(REGISTRES_MESSAGES.fileEmpty(file), file);
  return stats;
}

async function readMagic(file: string): Promise<Buffer> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(file, 'r');
    const buffer = Buffer.alloc(4);
    const { bytesRead } = await handle.read(buffer, 0, 4, 0);
    return buffer.subarray(0, bytesRead);
  } catch (error) {
    throw new RegistreFileError(REGISTRES_MESSAGES.fileUnreadable(file, describe(error)), file);
  } finally {
    await handle?.close();
  }
}

interface OpenedStream {
  stream: Readable;
  counter: ByteCounter;
  entry: string | null;
  close: () => void;
}

function openPlain(file: string): OpenedStream {
  const counter = new ByteCounter();
  const source = fs.createReadStream(file, { highWaterMark: READ_CHUNK });
  source.on('error', (error) => counter.destroy(error));
  source.pipe(counter);
  return { stream: counter, counter, entry: null, close: () => source.destroy() };
}

/** The first `.csv` entry of a zip, inflated as it is read; the counter sees the compressed bytes. */
function openZip(file: string): Promise<OpenedStream> {
  const zipError = (error: unknown) =>
    new RegistreFileError(REGISTRES_MESSAGES.zipUnreadable(file, describe(error)), file);
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) return reject(zipError(openError));
      zip.on('error', (error) => reject(zipError(error)));
      zip.on('end', () => reject(new RegistreFileError(REGISTRES_MESSAGES.zipWithoutCsv(file), file)));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/\.csv$/i.test(entry.fileName) || entry.fileName.endsWith('/')) return zip.readEntry();
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          zip.close();
          return reject(new RegistreFileError(REGISTRES_MESSAGES.zipMethod(file, entry.fileName), file));
        }
        // The raw entry goes through the counter before it is inflated: progress runs on the file's own bytes.
        const deflated = entry.compressionMethod === 8;
        zip.openReadStream(entry, deflated ? { decompress: false } : {}, (streamError, raw) => {
          if (streamError || !raw) return reject(zipError(streamError));
          const counter = new ByteCounter();
          raw.on('error', (error) => counter.destroy(zipError(error)));
          raw.pipe(counter);
          let stream: Readable = counter;
          if (deflated) {
            const inflate = zlib.createInflateRaw({ chunkSize: INFLATE_CHUNK });
            counter.on('error', (error) => inflate.destroy(error));
            inflate.on('error', () => undefined);
            stream = counter.pipe(inflate);
          }
          resolve({
            stream,
            counter,
            entry: entry.fileName,
            close: () => {
              raw.destroy();
              zip.close();
            },
          });
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * The first line of the stream, the bytes read after it and whether the stream ended: the header tells the
 * separator and the columns before the rows are read.
 */
async function readHeader(
  file: string,
  iterator: AsyncIterator<Buffer>,
): Promise<{ line: string; rest: Buffer; done: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await iterator.next();
    } catch (error) {
      if (error instanceof RegistreFileError) throw error;
      throw new RegistreFileError(REGISTRES_MESSAGES.fileUnreadable(file, describe(error)), file);
    }
    if (!next.done) {
      chunks.push(next.value);
      length += next.value.length;
    }
    const head = Buffer.concat(chunks, length);
    const end = head.indexOf(0x0a);
    if (end >= 0 || next.done || length > MAX_HEADER_BYTES) {
      if (end < 0 && (!next.done || length === 0))
        throw new RegistreFileError(REGISTRES_MESSAGES.notCsv(file), file);
      const line = head
        .subarray(0, end >= 0 ? end : head.length)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .replace(/\r$/, '');
      return { line, rest: head.subarray(end >= 0 ? end + 1 : head.length), done: !!next.done };
    }
  }
}

/** The header's separator: the one of `,` and `;` it holds more of (outside quotes), or none if neither. */
function detectDelimiter(line: string): ',' | ';' | null {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const commas = unquoted.split(',').length - 1;
  const semicolons = unquoted.split(';').length - 1;
  if (commas === 0 && semicolons === 0) return null;
  return semicolons > commas ? ';' : ',';
}

function splitHeader(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((name) =>
    name
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/** The required columns the header lacks, each choice written « a ou b ». */
export function missingColumns(columns: readonly string[], required: RequiredColumns): string[] {
  const present = new Set(columns);
  return required
    .filter((column) =>
      typeof column === 'string' ? !present.has(column) : !column.some((c) => present.has(c)),
    )
    .map((column) => (typeof column === 'string' ? column : column.join(' ou ')));
}

/**
 * Opens a register's file, checks its header and gives its records. Throws a RegistreFileError if the file cannot
 * be read, is neither a CSV nor a zip holding one, or lacks a required column.
 */
export async function openRegistreCsv(
  file: string,
  spec: CsvSpec,
  options: CsvReadOptions = {},
): Promise<RegistreCsv> {
  const stats = await statFile(file);
  const magic = await readMagic(file);
  const opened = magic.equals(ZIP_MAGIC) ? await openZip(file) : openPlain(file);
  const iterator = opened.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let header: Awaited<ReturnType<typeof readHeader>>;
  try {
    header = await readHeader(file, iterator);
  } catch (error) {
    opened.close();
    throw error;
  }
  const delimiter = header.line.includes('\u0000') ? null : detectDelimiter(header.line);
  if (!delimiter) {
    opened.close();
    throw new RegistreFileError(REGISTRES_MESSAGES.notCsv(file), file);
  }
  const columns = splitHeader(header.line, delimiter);
  const missing = missingColumns(columns, spec.required);
  if (missing.length > 0) {
    opened.close();
    throw new RegistreFileError(REGISTRES_MESSAGES.missingColumns(file, spec.label, missing), file);
  }

  const rowErrors = { count: 0, first: [] as CsvRowError[] };
  const queue: CsvRecord[] = [];
  const parser = new CsvLineParser({
    columns,
    delimiter,
    firstLine: 2,
    ...(options.prefilter ? { prefilter: options.prefilter } : {}),
    onRecord: (record) => queue.push(record),
    onError: (line, message) => {
      rowErrors.count += 1;
      if (rowErrors.first.length < KEPT_ROW_ERRORS) rowErrors.first.push({ line, message });
    },
  });
  const close = () => opened.close();

  async function* records(): AsyncGenerator<CsvRecord> {
    const decoder = new StringDecoder('utf8');
    try {
      parser.push(decoder.write(header.rest));
      let done = header.done;
      for (;;) {
        for (let i = 0; i < queue.length; i += 1) yield queue[i]!;
        queue.length = 0;
        if (done) break;
        let next: IteratorResult<Buffer>;
        try {
          next = await iterator.next();
        } catch (error) {
          if (error instanceof RegistreFileError) throw error;
          throw new RegistreFileError(REGISTRES_MESSAGES.fileUnreadable(file, describe(error)), file);
        }
        if (next.done) {
          parser.push(decoder.end());
          parser.end();
          done = true;
        } else {
          parser.push(decoder.write(next.value));
        }
      }
    } finally {
      close();
    }
  }

  return {
    file,
    size: stats.size,
    columns,
    delimiter,
    entry: opened.entry,
    bytesRead: () => opened.counter.count,
    rowErrors,
    rowsRead: () => parser.rows,
    close,
    [Symbol.asyncIterator]: () => records(),
  };
}
