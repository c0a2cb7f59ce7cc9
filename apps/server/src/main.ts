import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { type AppConfig, ConfigError, loadConfig } from './config.js';

/** Grace period for in-flight requests on SIGTERM / SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The configuration, or exit with the reason when it is not usable. */
function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Lahap is running at http://localhost:${port}`);
  console.log(`The store staff console is at http://localhost:${port}/staff`);
}

main().catch((error: unknown) => {
  console.error('Lahap could not start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
