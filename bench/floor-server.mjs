// The floor of the nearby list: the real Lahap app, every plugin a request passes through
// (signature, replay guard, envelope, auth, rate limit, body and response schemas), plus one route
// that answers a fixed page of the nearby list without the database. What it measures is the cost
// of a signed call answering that page, which no query plan or cache can go below.
import { readFileSync } from 'node:fs';
import { findByDistanceBodySchema, homeListDataSchema } from '@lahap/contract/discovery/schemas';
import { API_BASE } from '@lahap/contract/paths';
import { buildApp } from '@lahap/server/dist/app.js';
import { loadConfig } from '@lahap/server/dist/config.js';
import { envelopeResponses, ok } from '@lahap/server/dist/lib/envelope.js';

const page = JSON.parse(readFileSync(process.env.FLOOR_PAGE_FILE, 'utf8'));
const app = await buildApp({
  config: loadConfig(process.env),
  seed: false,
  extraRoutes: (scope) => {
    scope.post(
      `${API_BASE}${process.env.FLOOR_PATH}`,
      { schema: { body: findByDistanceBodySchema, response: envelopeResponses(homeListDataSchema) } },
      async () => ok(page),
    );
  },
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
