// `npm start`: builds what is not built (or is older than its sources), then runs the server,
// which migrates and seeds an empty DATA_DIR and serves the web app.
import { buildAll } from './run.mjs';
import { BUILDS, staleBuilds } from './build-state.mjs';

const stale = staleBuilds();
// The web and server builds read the contract's output, so a stale contract rebuilds them too.
const toBuild = stale.some((b) => b.workspace === '@lahap/contract') ? BUILDS : stale;
if (toBuild.length > 0) await buildAll(toBuild);

await import('../apps/server/dist/main.js');
