// `npm run bench` starts here. The benchmarks import the built contract and start the built
// server and web app, so whatever is missing or stale is built before any of them is loaded:
// on a fresh clone there is no dist/ to import yet.
import { parseArgs } from 'node:util';
import { buildAll } from '../scripts/run.mjs';
import { BUILDS, staleBuilds } from '../scripts/build-state.mjs';

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
// The parts run alone (discovery, claims) serve no pages, so they need no web build; analytics
// measures the web build itself.
const needed =
  args.only !== undefined && args.only !== 'analytics' && args.only !== 'frontend'
    ? BUILDS.filter((b) => b.workspace !== '@lahap/web')
    : BUILDS;
const stale = staleBuilds().filter((b) => needed.includes(b));
if (stale.length > 0) await buildAll(stale.some((b) => b.workspace === '@lahap/contract') ? needed : stale);

await import('./run.mjs');
