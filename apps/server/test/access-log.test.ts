import { API_BASE } from '@lahap/contract/paths';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { expect, it } from 'vitest';
import { loggedUrl } from '../src/logging.js';
import { appWithLogLines } from './helper.js';

it('masks a participant token in an address, wherever it sits in the query', () => {
  expect(loggedUrl('/api/ordering/table/events?tableSessionId=7&participantToken=1.abc-_x')).toBe(
    '/api/ordering/table/events?tableSessionId=7&participantToken=[redacted]',
  );
  expect(loggedUrl('/x?participantToken=1.abc&tableSessionId=7')).toBe(
    '/x?participantToken=[redacted]&tableSessionId=7',
  );
  expect(loggedUrl('/api/home?cityCode=JKT')).toBe('/api/home?cityCode=JKT');
});

// Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
it('never writes the table stream token to the access log', async () => {
  const { app, lines } = await appWithLogLines();
  const secret = `1.${'S'.repeat(43)}`;
  const response = await app.inject({
    url: `${API_BASE}${ORDERING_PATHS.tableEvents}?tableSessionId=1&participantToken=${secret}`,
  });
  await app.close();
  expect(response.statusCode).toBe(400);
  const log = lines.join('\n');
  expect(log).toContain(`${ORDERING_PATHS.tableEvents}?tableSessionId=1&participantToken=[redacted]`);
  expect(log).not.toContain(secret);
}, 60_000);
