// PGlite that keeps its reads as named statements. PGlite runs every query() as PostgreSQL's unnamed statement,
// which the engine parses and plans again on every call; in its single-threaded WebAssembly build, planning the
// directory's reads cost several times more than running them (the public artisan page at 100,000 artisans: 1.4 ms
// planned and run, 0.2 ms as a named statement). A read is therefore parsed once as a named statement of this
// connection, and then only bound and executed, as node-postgres does with the names the repositories give their
// statements on a PostgreSQL server: after five executions PostgreSQL keeps a generic plan when it costs no more
// than the custom ones. At most MAX_STATEMENTS are kept; the least recently used is closed first.
import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** Enough for every read the API writes (a few dozen texts, one per page size for the trade pages). */
export const MAX_STATEMENTS = 256;

/** Statements worth keeping: reads. Writes are few, and most run inside transactions, which this path leaves alone. */
const READ = /^\s*(select|with)\b/i;

/** Options the named path handles: the row mode and per-query parsers and serializers, as drizzle passes them. */
const HANDLED_OPTIONS = new Set(['rowMode', 'parsers', 'serializers']);

interface NamedStatement {
  name: string;
  /** Type OIDs of the parameters, as PostgreSQL inferred them. */
  parameterTypes: number[];
}

const serialize = protocol.serialize;
const NO_SYNC_TO_FS = { syncToFs: false } as const;

function concat(messages: Uint8Array[]): Uint8Array {
  const length = messages.reduce((sum, message) => sum + message.length, 0);
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/** A PostgreSQL error as PGlite's query() throws it: the statement, its parameters and options attached. */
function withQuery(
  error: unknown,
  query: string,
  params: unknown[],
  options: QueryOptions | undefined,
): unknown {
  if (error instanceof protocol.messages.DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

/** « cached plan must not change result type » (SQLSTATE 0A000): the statement must be parsed again. */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof protocol.messages.DatabaseError &&
    error.code === '0A000' &&
    /cached plan/.test(error.message)
  );
}

export class StatementCachingPGlite extends PGlite {
  /** Named statements by SQL text; a Map iterates in insertion order, so its first key is the least recently used. */
  readonly #statements = new Map<string, NamedStatement>();
  #nextName = 0;

  override async query<T>(
    query: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const plain =
      !READ.test(query) ||
      (options !== undefined && Object.keys(options).some((key) => !HANDLED_OPTIONS.has(key)));
    if (plain) return super.query<T>(query, params, options);
    await this._checkReady();
    // As query(): no other transaction open, and the messages of one statement not interleaved with another's.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        let messages;
        try {
          messages = await this.#run(query, params, options);
        } catch (error) {
          // A kept statement whose result columns a schema change altered: PostgreSQL refuses to run it again.
          if (!isStalePlan(error)) throw withQuery(error, query, params, options);
          messages = await this.#run(query, params, options).catch((again: unknown) => {
            throw withQuery(again, query, params, options);
          });
        }
        await this.syncToFs();
        return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
      }),
    );
  }

  /** Binds and executes the named statement of `query`; closes it when that fails, so the next call parses it again. */
  async #run(query: string, params: unknown[], options: QueryOptions | undefined) {
    const statement = await this.#statement(query);
    try {
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.parameterTypes[index]!;
        const serializer = options?.serializers?.[type] ?? this.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      // Bind, describe, execute and sync in one call to the engine: after an error PostgreSQL skips to the sync.
      return await this.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        NO_SYNC_TO_FS,
      );
    } catch (error) {
      // The statement's own error is the one to report, even if closing it fails too.
      await this.#close(query).catch(() => undefined);
      throw error;
    }
  }

  /** The named statement of `query`, parsed now if it is not kept; marked as the most recently used. */
  async #statement(query: string): Promise<NamedStatement> {
    const kept = this.#statements.get(query);
    if (kept) {
      this.#statements.delete(query);
      this.#statements.set(query, kept);
      return kept;
    }
    if (this.#statements.size >= MAX_STATEMENTS) {
      await this.#close(this.#statements.keys().next().value!);
    }
    const name = `pglite_statement_${(this.#nextName += 1)}`;
    const described = await this.execProtocolStream(
      concat([
        serialize.parse({ name, text: query }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      NO_SYNC_TO_FS,
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    this.#statements.set(query, statement);
    return statement;
  }

  async #close(query: string): Promise<void> {
    const statement = this.#statements.get(query);
    if (!statement) return;
    this.#statements.delete(query);
    await this.execProtocolStream(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      NO_SYNC_TO_FS,
    );
  }

  /** How many named statements this connection keeps (for the tests). */
  get keptStatements(): number {
    return this.#statements.size;
  }
}

/**
 * The contrib extensions the migrations create (text search: trigram similarity and accent folding; a trade and a
 * position in one index: btree_gist). PostgreSQL servers ship them in their contrib package; PGlite must load their
 * code when it opens the database.
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };

/** Opens PGlite in `dataDir` with its reads kept as named statements. */
export async function openStatementCachingPGlite(dataDir: string): Promise<StatementCachingPGlite> {
  const client = new StatementCachingPGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return client;
}
