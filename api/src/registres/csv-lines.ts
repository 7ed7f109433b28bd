// The CSV parser of the registers' files (read-csv.ts gives it the text after the header, chunk by chunk). Almost
// every line of INSEE's files is a whole record without a quote: it is split on the separator where it lies,
// without csv-parse's character-by-character state machine, and with a prefilter, only the few columns the caller
// tests are cut out of it; the others are cut only if the caller keeps the row (about 2 % of the stock's rows are
// building establishments still active). A line holding a quote goes, with the lines its quoted field runs over, to
// csv-parse itself (RFC 4180: separators, quotes and line breaks inside quotes, `""` for a quote), with the same
// options as before: both roads give the same fields.
//
// A few things differ from reading the whole file with csv-parse, on broken files only. The number of fields a row
// must have is the header's, where csv-parse takes the first row's (a first row with a field too many made it
// refuse every other row). A quoted field never closed costs its own line, reported, instead of every line after
// it: after MAX_RECORD_CHARS characters, the parser reads again from the line after the one that opened it. And the
// prefilter's columns are cut from the nearer end of a line without counting its other fields (the stock's state
// and code are its 46th and 51st of 54): a row of the wrong length is still refused as unreadable when the
// prefilter keeps it, but one it refuses counts among those it refuses.
import { parse, type CsvError } from 'csv-parse/sync';
import type { CsvRecord } from './read-csv';

/**
 * A test on a few columns of each row, run before the row is made into a record. `keep` is given their values, in
 * the order of `columns`, exactly as the record would hold them; a row it refuses is never made into a record.
 * The array it is given is reused from one row to the next, and its values are cut from the text of a whole chunk:
 * a value kept beyond the call must be copied with `detached`.
 */
export interface CsvPrefilter {
  columns: readonly string[];
  keep(values: readonly string[]): boolean;
}

export interface CsvLineParserOptions {
  /** The header's columns: every row must have as many fields. */
  columns: readonly string[];
  delimiter: ',' | ';';
  /** The number, in the file, of the first line given (2: the line after the header). */
  firstLine: number;
  prefilter?: CsvPrefilter;
  onRecord(record: CsvRecord): void;
  onError(line: number, message: string): void;
}

/**
 * A copy of `text` that does not hold the string it was cut from. V8 makes a substring of 13 characters or more a
 * view of its parent, which stays in memory as long as the view does: a SIRET kept from a chunk of a megabyte would
 * keep the whole chunk, and the SIRETs kept from every chunk the whole file. Concatenation then slicing copies it.
 */
export function detached(text: string): string {
  return ` ${text}`.slice(1);
}

/** A record longer than this (a quote left open) is given up, and its first line reported. */
export const MAX_RECORD_CHARS = 1 << 20;

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Where the scan of a quoted record stands at the end of a line. */
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted field: `""` (a quote) or the field's end. */
const CLOSING = 3;

export class CsvLineParser {
  private readonly columns: readonly string[];
  private readonly delimiter: string;
  private readonly separator: number;
  private readonly prefilter: CsvPrefilter | undefined;
  /** For each column of the header, its place in the prefilter's values, or -1 (for the quoted lines). */
  private readonly slots: Int32Array;
  /** The prefilter's columns of the header's first half, in order, and of the second, from the last. */
  private readonly frontColumns: number[] = [];
  private readonly frontSlots: number[] = [];
  private readonly backColumns: number[] = [];
  private readonly backSlots: number[] = [];
  private readonly values: string[];
  private readonly onRecord: (record: CsvRecord) => void;
  private readonly onError: (line: number, message: string) => void;
  /** The unfinished last line of the text given so far. */
  private carry = '';
  /** A line too long to be a record: its text is dropped up to the next line break. */
  private skipping = false;
  /** The lines of a quoted record not closed yet, each with its line break, and the number of its first line. */
  private pending: string[] | null = null;
  private pendingChars = 0;
  private pendingLine = 0;
  private scan = FIELD_START;
  /** The number of the line being read. */
  private line: number;
  /** Rows read whole and of the right length: kept or refused by the prefilter. */
  rows = 0;

  constructor(options: CsvLineParserOptions) {
    this.columns = options.columns;
    this.delimiter = options.delimiter;
    this.separator = options.delimiter.charCodeAt(0);
    this.prefilter = options.prefilter;
    this.onRecord = options.onRecord;
    this.onError = options.onError;
    this.line = options.firstLine;
    this.slots = new Int32Array(options.columns.length).fill(-1);
    this.values = (options.prefilter?.columns ?? []).map(() => '');
    const wanted: [number, number][] = [];
    options.prefilter?.columns.forEach((column, slot) => {
      // A column named twice in the header: the record keeps the last one, and so does the prefilter.
      const index = options.columns.lastIndexOf(column);
      if (index < 0) return;
      this.slots[index] = slot;
      wanted.push([index, slot]);
    });
    const half = options.columns.length / 2;
    for (const [index, slot] of wanted.sort((a, b) => a[0] - b[0])) {
      if (index < half) {
        this.frontColumns.push(index);
        this.frontSlots.push(slot);
      }
    }
    for (const [index, slot] of wanted.reverse()) {
      if (index >= half) {
        this.backColumns.push(index);
        this.backSlots.push(slot);
      }
    }
  }

  /** Reads the text's complete lines; the last, unfinished one waits for the next text. */
  push(text: string): void {
    let data = this.carry.length > 0 ? this.carry + text : text;
    this.carry = '';
    let start = 0;
    if (this.skipping) {
      const end = data.indexOf('\n');
      if (end === -1) return;
      this.skipping = false;
      this.line += 1;
      start = end + 1;
    }
    let quote = data.indexOf('"', start);
    for (;;) {
      const end = data.indexOf('\n', start);
      if (end === -1) break;
      if (this.pending === null && (quote === -1 || quote > end)) this.plainLine(data, start, end);
      else this.quotedLine(data.slice(start, end + 1));
      this.line += 1;
      start = end + 1;
      if (quote !== -1 && quote < start) quote = data.indexOf('"', start);
    }
    data = data.slice(start);
    if (data.length > MAX_RECORD_CHARS) {
      this.onError(this.line, `Line too long: more than ${MAX_RECORD_CHARS} characters on line ${this.line}`);
      this.skipping = true;
      return;
    }
    this.carry = data;
  }

  /** Reads the last line (without a line break) and gives up a quoted field still open. */
  end(): void {
    if (this.skipping) return;
    const rest = this.carry;
    this.carry = '';
    if (rest.length > 0) {
      if (this.pending === null && !rest.includes('"')) this.plainLine(rest, 0, rest.length);
      else this.quotedLine(`${rest}\n`);
    }
    while (this.pending !== null) this.giveUp();
  }

  /** A line without a quote: split where the separators are. */
  private plainLine(data: string, start: number, end: number): void {
    if (end > start && data.charCodeAt(end - 1) === CR) end -= 1;
    if (end === start) return;
    const expected = this.columns.length;
    if (this.prefilter) {
      if (!this.cut(data, start, end)) return this.lengthError(this.count(data, start, end));
      this.rows += 1;
      if (!this.prefilter.keep(this.values)) return;
    }
    const fields = detached(data.slice(start, end)).split(this.delimiter);
    if (fields.length !== expected) return this.lengthError(fields.length);
    if (!this.prefilter) this.rows += 1;
    this.emit(fields);
  }

  /**
   * Cuts the prefilter's values out of a line without a quote, each from the nearer end of the line: the columns of
   * the first half after as many separators from the start, the others before as many from the end. False when the
   * line has too few separators for them to be where the header puts them.
   */
  private cut(data: string, start: number, end: number): boolean {
    const { values, delimiter, frontColumns, frontSlots, backColumns, backSlots } = this;
    let column = 0;
    let from = start;
    for (let k = 0; k < frontColumns.length; k += 1) {
      const wanted = frontColumns[k]!;
      for (; column < wanted; column += 1) {
        const at = data.indexOf(delimiter, from);
        if (at < 0 || at >= end) return false;
        from = at + 1;
      }
      const at = data.indexOf(delimiter, from);
      values[frontSlots[k]!] = data.slice(from, at < 0 || at >= end ? end : at);
    }
    column = this.columns.length - 1;
    let to = end;
    for (let k = 0; k < backColumns.length; k += 1) {
      const wanted = backColumns[k]!;
      for (; column > wanted; column -= 1) {
        const at = data.lastIndexOf(delimiter, to - 1);
        if (at < from) return false;
        to = at;
      }
      // A column of the second half is never the first: a separator comes before it.
      const at = data.lastIndexOf(delimiter, to - 1);
      if (at < from) return false;
      values[backSlots[k]!] = data.slice(at + 1, to);
    }
    return true;
  }

  /** The number of fields of a line without a quote. */
  private count(data: string, start: number, end: number): number {
    let fields = 1;
    for (
      let at = data.indexOf(this.delimiter, start);
      at >= 0 && at < end;
      at = data.indexOf(this.delimiter, at + 1)
    )
      fields += 1;
    return fields;
  }

  /** A line of a record holding a quote: gathered until its quoted fields close, then read by csv-parse. */
  private quotedLine(raw: string): void {
    if (this.pending === null) {
      this.pending = [];
      this.pendingChars = 0;
      this.pendingLine = this.line;
      this.scan = FIELD_START;
    }
    this.pending.push(raw);
    this.pendingChars += raw.length;
    let scan = this.scan;
    const separator = this.separator;
    for (let i = 0; i < raw.length; i += 1) {
      const c = raw.charCodeAt(i);
      if (scan === QUOTED) {
        if (c === QUOTE) scan = CLOSING;
      } else if (scan === FIELD_START) {
        if (c === QUOTE) scan = QUOTED;
        else if (c !== separator && c !== LF && c !== CR) scan = UNQUOTED;
      } else if (scan === UNQUOTED) {
        // A quote inside an unquoted field opens nothing (csv-parse refuses the row).
        if (c === separator) scan = FIELD_START;
      } else if (c === QUOTE) scan = QUOTED;
      else if (c === separator) scan = FIELD_START;
      else if (c !== CR && c !== LF) scan = UNQUOTED;
    }
    this.scan = scan;
    if (scan === QUOTED) {
      if (this.pendingChars > MAX_RECORD_CHARS) this.giveUp();
      return;
    }
    const text = this.pending.join('');
    const line = this.pendingLine;
    this.pending = null;
    this.parseQuoted(text.replace(/\r?\n$/, ''), line);
  }

  /** A quoted field never closed: its first line is reported, and the lines after it are read again. */
  private giveUp(): void {
    const [, ...rest] = this.pending!;
    const first = this.pendingLine;
    this.pending = null;
    this.onError(first, `Quote Not Closed: the quote opened at line ${first} is not closed`);
    const current = this.line;
    rest.forEach((raw, i) => {
      this.line = first + 1 + i;
      if (this.pending === null && !raw.includes('"')) this.plainLine(raw, 0, raw.length - 1);
      else this.quotedLine(raw);
    });
    this.line = current;
  }

  private parseQuoted(text: string, line: number): void {
    const records = parse(text, {
      delimiter: this.delimiter,
      relax_quotes: false,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        if (!error) return;
        // csv-parse counts the lines of the text it was given: they are made the file's.
        const at = (relative: number) => line + relative - 1;
        const lines = (error as CsvError & { lines?: number }).lines ?? 1;
        this.onError(
          at(lines),
          error.message.replace(/\bline (\d+)/g, (_, n: string) => `line ${at(Number(n))}`),
        );
      },
    }) as string[][];
    for (const fields of records) {
      if (fields.length !== this.columns.length) {
        this.onError(line, lengthMessage(this.columns.length, fields.length, line));
        continue;
      }
      this.rows += 1;
      if (this.prefilter) {
        const { slots, values } = this;
        for (let i = 0; i < fields.length; i += 1) if (slots[i]! >= 0) values[slots[i]!] = fields[i]!;
        if (!this.prefilter.keep(values)) continue;
      }
      this.emit(fields);
    }
  }

  private lengthError(got: number): void {
    this.onError(this.line, lengthMessage(this.columns.length, got, this.line));
  }

  private emit(fields: string[]): void {
    const record: Record<string, string> = {};
    const columns = this.columns;
    for (let i = 0; i < columns.length; i += 1) record[columns[i]!] = fields[i]!;
    this.onRecord(record);
  }
}

/** csv-parse's own words for a row of the wrong length. */
function lengthMessage(expected: number, got: number, line: number): string {
  return `Invalid Record Length: expect ${expected}, got ${got} on line ${line}`;
}
