import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { appWithLogLines } from './helper.js';

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

/** A listening app whose log lines are kept, with extra routes added before it listens. */
async function listeningApp(addRoutes: (app: FastifyInstance) => void) {
  const { app, lines } = await appWithLogLines();
  addRoutes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const records = () =>
    lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
  return { app, port: address.port, records };
}

/** Asks for `path` and hangs up after 100 ms, before the answer has begun. */
async function leaveEarly(port: number, path: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const client = httpRequest({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } });
    client.on('error', () => resolve());
    client.end();
    setTimeout(() => client.destroy(), 100);
  });
}

it('logs a client that leaves before its streamed answer has begun as information, not as a server failure', async () => {
  const { app, port, records } = await listeningApp((app) => {
    app.get('/slow.txt', (_request, reply) => reply.type('text/plain').send(slowText()));
  });
  await leaveEarly(port, '/slow.txt');
  // The server notices the closed socket when the stream next writes.
  const aborts = () => records().filter((record) => record.err?.message === 'premature close');
  await vi.waitFor(() => expect(aborts().length).toBeGreaterThan(0), { timeout: 5_000 });
  await app.close();

  expect(records().filter((record) => record.level >= 50)).toEqual([]);
  // The abort was seen, and written down as information.
  expect(aborts().every((record) => record.level === 30)).toBe(true);
});

it('logs a handler that fails after its client has left as information', async () => {
  const { app, port, records } = await listeningApp((app) => {
    app.get('/slow-failure', async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      throw new Error('the database went away behind the request');
    });
  });
  await leaveEarly(port, '/slow-failure');
  // The handler fails after the client has gone.
  await vi.waitFor(
    () =>
      expect(records()).toContainEqual(
        expect.objectContaining({
          level: 30,
          msg: 'client closed the connection before the answer was sent',
        }),
      ),
    { timeout: 5_000 },
  );
  await app.close();

  expect(records().filter((record) => record.level >= 50)).toEqual([]);
});

it('still logs a handler failure as an error while its client waits', async () => {
  const { app, port, records } = await listeningApp((app) => {
    app.get('/failure', () => {
      throw new Error('a real failure');
    });
  });
  const response = await fetch(`http://127.0.0.1:${String(port)}/failure`);
  await app.close();

  expect(response.status).toBe(500);
  expect(records()).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
});
