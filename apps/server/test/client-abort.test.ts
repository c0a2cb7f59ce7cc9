import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';

/** A text answer whose first bytes take a while, as a large image being resized does. */
function slowText(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      sent += 1;
      if (sent > 20) this.push(null);
      else setTimeout(() => this.push(`${'lahap '.repeat(2_000)}\n`), 300);
    },
  });
}

it('logs a client that leaves before its answer has begun as information, not as a server failure', async () => {
  const { buildApp } = await import('../src/app.js');
  const { loggerOptions } = await import('../src/logging.js');
  const { testConfig } = await import('./helper.js');
  const config = testConfig({ LOG_LEVEL: 'info' });
  const lines: string[] = [];
  const app = await buildApp({
    config,
    database: { engine: 'pglite', dir: null },
    seed: false,
    logger: { ...(loggerOptions(config) as object), stream: { write: (line: string) => lines.push(line) } },
  });
  app.get('/slow.txt', (_request, reply) => reply.type('text/plain').send(slowText()));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');

  await new Promise<void>((resolve) => {
    const client = httpRequest({
      host: '127.0.0.1',
      port: address.port,
      path: '/slow.txt',
      headers: { 'accept-encoding': 'br' },
    });
    client.on('error', () => resolve());
    client.end();
    // The phone moves on before the answer has begun.
    setTimeout(() => client.destroy(), 100);
  });
  // The server sees the closed socket on its next write.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await app.close();

  const records = lines.map(
    (line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } },
  );
  expect(records.filter((record) => record.level >= 50)).toEqual([]);
  // The abort was seen, and written down as information.
  const aborts = records.filter((record) => record.err?.message === 'premature close');
  expect(aborts.length).toBeGreaterThan(0);
  expect(aborts.every((record) => record.level === 30)).toBe(true);
});
