// A bench server script as one process or, with WORKERS=N, as N workers on one port behind the
// server's own cluster primary (the same as `npm start -- --workers N`), and what the bench
// servers share: the app with their routes, and the sandbox bank's approval.
import { buildApp } from '@lahap/server/dist/app.js';
import { isClusterPrimary, superviseWorkers } from '@lahap/server/dist/cluster.js';
import { loadConfig } from '@lahap/server/dist/config.js';

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

/**
 * Serves the real Lahap app with the bench's own routes, as one process or WORKERS workers; a
 * SIGTERM closes it. `routes(app)` adds them to the app, whose decorations (`db`, `identity`,
 * `paymentSandbox`, `config`) they use; `options` go to `buildApp` (`seed: false`).
 */
export function serveBenchApp(routes, options = {}) {
  return serveAsWorkers(async () => {
    const app = await buildApp({ config: loadConfig(process.env), ...options, extraRoutes: routes });
    await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  });
}

/** The sandbox bank approves a charge at `path` (`…/:paymentId`), as its page's button does outside production. */
export function approveRoute(app, path) {
  app.post(path, async (request) => {
    const charge = await app.paymentSandbox.approve(request.params.paymentId);
    return { approved: charge !== undefined };
  });
}
