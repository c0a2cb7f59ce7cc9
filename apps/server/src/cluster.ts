import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface SupervisorOptions {
  /** The file each worker runs: the server's entry point, whatever script started the primary. */
  entry: string;
  /** How many server processes share the port. */
  workers: number;
  /** How long a worker has to finish its requests after SIGTERM before it is killed. */
  graceMs: number;
  /** Called once every worker listens, with the port they share. */
  onListening(port: number): void;
  log: Pick<Console, 'log' | 'error'>;
}

/**
 * The primary of `--workers N`: forks N server processes that share one port (the primary accepts
 * the connections and hands them round, node:cluster's default on Linux) and keeps N running.
 *
 * - A worker that dies after it listened (a crash, `kill -9`, out of memory) is replaced at once.
 *   What it acknowledged is in PostgreSQL; a request it had not answered committed whole or not at
 *   all, and its client saw the connection drop.
 * - A worker that dies before it listened, at the first start, is a failure that would repeat (bad
 *   configuration, database unreachable): the primary stops them all and exits 1, as one process
 *   would. A replacement that cannot start is tried again, less and less often, while the others
 *   serve.
 * - SIGTERM or SIGINT passes to every worker, which finishes its requests (close-with-grace); the
 *   primary exits when all are gone.
 */
export function superviseWorkers(options: SupervisorOptions): void {
  const listening = new Set<number>();
  let stopping = false;
  let stopCode = 0;
  let announced = false;
  let failedStarts = 0;

  const live = new Map<number, Worker>();
  const fork = () => {
    const worker = cluster.fork();
    live.set(worker.id, worker);
  };

  cluster.on('listening', (worker: Worker, address: AddressInfo) => {
    listening.add(worker.id);
    if (!announced && listening.size === options.workers) {
      announced = true;
      options.onListening(address.port);
    }
  });

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    live.delete(worker.id);
    const hadListened = listening.delete(worker.id);
    if (stopping) {
      if (live.size === 0) process.exit(stopCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!announced) {
      options.log.error(`A server process stopped while starting (${how}); stopping the others.`);
      stop(1);
      return;
    }
    if (hadListened) {
      failedStarts = 0;
      options.log.error(`Server process ${worker.process.pid} stopped (${how}); starting another.`);
      fork();
      return;
    }
    // A replacement that cannot start (the database down, say) is tried again, less and less
    // often, while the others keep serving.
    failedStarts += 1;
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failedStarts - 1));
    options.log.error(
      `A replacement server process stopped while starting (${how}); trying again in ${delay} ms.`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    stopCode = exitCode;
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live.values()) worker.process.kill('SIGTERM');
    // A worker stuck past its own grace is killed, so the primary always ends.
    setTimeout(() => {
      for (const worker of live.values()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, options.graceMs + 2_000).unref();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(0));
  cluster.setupPrimary({ exec: options.entry });
  for (let i = 0; i < options.workers; i += 1) fork();
}

/** True in the primary of a cluster of `workers` processes, which serves nothing itself. */
export function isClusterPrimary(workers: number): boolean {
  return workers > 1 && cluster.isPrimary;
}

/** True in a process forked by {@link superviseWorkers}. */
export const isClusterWorker = (): boolean => cluster.isWorker;
