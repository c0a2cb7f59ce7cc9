// A bench server script as one process or, with WORKERS=N, as N workers on one port behind the
// server's own cluster primary (the same as `npm start -- --workers N`).
import { isClusterPrimary, superviseWorkers } from '@lahap/server/dist/cluster.js';

/** Runs `serve` here, or forks WORKERS processes that each run it (this same script). */
export async function serveAsWorkers(serve) {
  const workers = Number(process.env.WORKERS ?? 1);
  if (!isClusterPrimary(workers)) return serve();
  superviseWorkers({
    entry: process.argv[1],
    workers,
    graceMs: 10_000,
    onListening: () => {},
    log: console,
  });
}
