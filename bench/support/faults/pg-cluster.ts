// A throwaway PostgreSQL cluster for bench/faults.ts (never the machine's server): created on first use, stopped
// and started by the outage scenario, removed at the end or on Ctrl+C.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../../api/test/helpers/scratch-database';
import { freePort } from '../product';

const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

class Cluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<Cluster> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-pg-'));
    const cluster = new Cluster(dir, await freePort());
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
    cluster.run('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    cluster.start();
    return cluster;
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(PG_BIN, tool);
    const asRoot = process.getuid?.() === 0;
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} a échoué : ${result.stderr || result.stdout}`);
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    this.run('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: open sessions are ended (57P01), as when a server is restarted. */
  stop(): void {
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  /** A new database on this cluster (removed with the cluster). */
  async createDatabase(): Promise<string> {
    return (await createScratchDatabase(this.url('postgres'), 'annuaire')).url;
  }

  remove(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

let cluster: Cluster | null = null;
export async function ownCluster(): Promise<Cluster> {
  cluster ??= await Cluster.create();
  return cluster;
}

/** Stops and removes the cluster, if one was created. */
export function removeCluster(): void {
  cluster?.remove();
}
