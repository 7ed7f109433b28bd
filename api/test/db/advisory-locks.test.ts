// db/advisory-locks.ts: every PostgreSQL advisory lock the API takes has an id of its own, and no code takes one by
// a number that is not in the registry (two tasks sharing an id wait for each other for no reason).
import fs from 'node:fs';
import path from 'node:path';
import { ADVISORY_LOCKS } from '../../src/db/advisory-locks';

const SOURCE = path.resolve(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('advisory locks', () => {
  it('gives each lock an id of its own, a PostgreSQL bigint', () => {
    const ids = Object.values(ADVISORY_LOCKS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isSafeInteger(id)).toBe(true);
  });

  it('takes every lock by its name in the registry, never by a number of its own', () => {
    const calls = sourceFiles(SOURCE).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /pg_(try_)?advisory_(xact_)?(un)?lock/.test(line) && !line.trim().startsWith('//'))
        .map((line) => ({ file: path.relative(SOURCE, file), line: line.trim() })),
    );
    expect(calls.length).toBeGreaterThanOrEqual(Object.keys(ADVISORY_LOCKS).length);
    for (const call of calls)
      expect(call).toEqual({ file: call.file, line: expect.stringMatching(/ADVISORY_LOCKS\.\w+/) });
    // Each lock is taken somewhere, and no two places share one by accident.
    const named = calls.map((call) => /ADVISORY_LOCKS\.(\w+)/.exec(call.line)![1]);
    expect(new Set(named)).toEqual(new Set(Object.keys(ADVISORY_LOCKS)));
  });
});
