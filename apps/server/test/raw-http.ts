import { type Socket, connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One HTTP answer read off a socket: status, lower-cased headers and body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Listens on a free loopback port and answers it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/**
 * A keep-alive connection that writes requests byte for byte as given, so the path reaches the
 * server exactly as spelled (fetch and inject both normalise `..` and encodings first).
 */
export class RawConnection {
  private readonly socket: Socket;
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  /** Resolves when the server has closed the connection. */
  readonly closed: Promise<void>;

  constructor(port: number) {
    this.socket = connect({ host: '127.0.0.1', port });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      this.socket.on('close', () => {
        this.wake();
        resolve();
      });
    });
    this.socket.on('error', () => this.wake());
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  private async more(): Promise<void> {
    if (this.socket.destroyed) throw new Error('the connection closed before a whole answer arrived');
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Writes raw bytes (a request, or part of one). */
  write(data: string | Buffer): void {
    this.socket.write(data);
  }

  /** Reads the next whole answer; the server answers these tests with a Content-Length. */
  async answer(): Promise<RawAnswer> {
    let end = this.buffer.indexOf('\r\n\r\n');
    while (end === -1) {
      await this.more();
      end = this.buffer.indexOf('\r\n\r\n');
    }
    const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    if (headers['transfer-encoding']) throw new Error('a chunked answer: send no Accept-Encoding');
    const length = Number(headers['content-length'] ?? 0);
    while (this.buffer.length < end + 4 + length) await this.more();
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = Buffer.from(this.buffer.subarray(end + 4 + length));
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  close(): void {
    this.socket.destroy();
  }
}

/** An HTTP/1.1 request head and body as text, with Host and (unless given) Content-Length filled in. */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (!('content-length' in headers)) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
