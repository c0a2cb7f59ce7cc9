import type { Socket } from 'node:net';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { appWithLogLines } from './helper.js';

/** A promise the test settles by hand, to order what the client and the server do. */
function signal(): { fire: () => void; fired: Promise<void> } {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

/** Settles once the server has seen the client's connection close (an error closes it too). */
function closedOnServer(socket: Socket): Promise<void> {
  if (socket.destroyed) return Promise.resolve();
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

/**
 * A text answer whose first bytes take a while, as a large image being resized does: they come
 * once `begin` settles, then one line every 300 ms.
 */
function slowText(begin: Promise<void>): Readable {
  let sent = 0;
  return new Readable({
    read() {
      sent += 1;
      if (sent > 20) this.push(null);
      else if (sent === 1) void begin.then(() => this.push(`${'lahap '.repeat(2_000)}\n`));
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

/**
 * Asks for `path` and hangs up once the server has it (`arrived`), before any answer; resolves
 * when the connection is closed.
 */
async function leaveEarly(port: number, path: string, arrived: Promise<void>): Promise<void> {
  const client = httpRequest({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } });
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  // Hanging up before the answer makes the request fail with 'socket hang up': the point here.
  client.on('error', () => undefined);
  client.end();
  await arrived;
  client.destroy();
  await closed;
}

// Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
it('logs a client that leaves before its streamed answer has begun as information, not as a server failure', async () => {
  const arrived = signal();
  const { app, port, records } = await listeningApp((app) => {
    app.get('/slow.txt', (request, reply) => {
      arrived.fire();
      return reply.type('text/plain').send(slowText(closedOnServer(request.raw.socket)));
    });
  });
  await leaveEarly(port, '/slow.txt', arrived.fired);
  // The server notices the closed socket when the stream next writes.
  const aborts = () => records().filter((record) => record.err?.message === 'premature close');
  await vi.waitFor(() => expect(aborts().length).toBeGreaterThan(0), { timeout: 5_000 });
  await app.close();

  expect(records().filter((record) => record.level >= 50)).toEqual([]);
  // The abort was seen, and written down as information.
  expect(aborts().every((record) => record.level === 30)).toBe(true);
}, 60_000);

// Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
it('logs a handler that fails after its client has left as information', async () => {
  const arrived = signal();
  const { app, port, records } = await listeningApp((app) => {
    app.get('/slow-failure', async (request) => {
      arrived.fire();
      // Still working when the client goes: the failure comes once the server has seen it leave.
      await closedOnServer(request.raw.socket);
      throw new Error('the database went away behind the request');
    });
  });
  await leaveEarly(port, '/slow-failure', arrived.fired);
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
}, 60_000);

// Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
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
}, 60_000);
