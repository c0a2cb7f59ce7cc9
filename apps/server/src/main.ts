import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import closeWithGrace from 'close-with-grace';
import { isClusterPrimary, isClusterWorker, superviseWorkers } from './cluster.js';
import { type AppConfig, ConfigError, loadConfig } from './config.js';

/** Grace period for in-flight requests on SIGTERM / SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The environment with the command line's `--workers N` over WORKERS. */
function environment(): NodeJS.ProcessEnv {
  const { values } = parseArgs({ options: { workers: { type: 'string' } }, strict: true });
  return values.workers === undefined ? process.env : { ...process.env, WORKERS: values.workers };
}

/** The configuration, or exit with the reason when it is not usable. */
function readConfig(): AppConfig {
  try {
    return loadConfig(environment());
  } catch (error) {
    if (error instanceof ConfigError || (error instanceof TypeError && 'code' in error)) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function announce(port: number, config: AppConfig): void {
  const processes = config.workers > 1 ? ` (${config.workers} server processes)` : '';
  console.log(`Lahap is running at http://localhost:${port}${processes}`);
  console.log(`The store staff console is at http://localhost:${port}/staff`);
}

async function serve(config: AppConfig): Promise<void> {
  // Loaded here, not at the top: a cluster's primary serves nothing and never needs the app.
  const { buildApp } = await import('./app.js');
  const app = await buildApp({ config });
  closeWithGrace(
    { delay: SHUTDOWN_GRACE_MS, logger: { error: (message) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an unexpected error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  if (isClusterWorker()) return;
  const address = app.server.address();
  announce(typeof address === 'object' && address ? address.port : config.port, config);
}

async function main(): Promise<void> {
  const config = readConfig();
  if (isClusterPrimary(config.workers)) {
    superviseWorkers({
      entry: fileURLToPath(import.meta.url),
      workers: config.workers,
      graceMs: SHUTDOWN_GRACE_MS,
      onListening: (port) => announce(port, config),
      log: console,
    });
    return;
  }
  await serve(config);
}

main().catch((error: unknown) => {
  console.error('Lahap could not start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
