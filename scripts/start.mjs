// `npm start`: builds what is not built (or is older than its sources), then runs the server,
// which migrates and seeds an empty DATA_DIR and serves the web app.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll } from './run.mjs';
import { BUILDS, ROOT, staleBuilds } from './build-state.mjs';

const stale = staleBuilds();
// The web and server builds read the contract's output, so a stale contract rebuilds them too.
const toBuild = stale.some((b) => b.workspace === '@lahap/contract') ? BUILDS : stale;
if (toBuild.length > 0) await buildAll(toBuild);

// The server is a separate package; it is started by its built entry point, not imported as a module of this one.
await import(pathToFileURL(join(ROOT, 'apps/server/dist/main.js')).href);
