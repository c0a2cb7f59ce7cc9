import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';

/** Never written to logs, whatever a serializer or a hand-written log line includes. */
const REDACT = [
  'req.headers.authorize',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorize',
  'headers.authorization',
  'headers.cookie',
  'refreshToken',
  'accessToken',
  '*.refreshToken',
  '*.accessToken',
];

/**
 * Query parameters that carry a secret: the table's event stream is an EventSource, which cannot
 * send headers, so its participant token travels in the address.
 */
const SECRET_QUERY = /([?&]participantToken=)[^&#]*/g;

/** The address as logs keep it: secrets in its query masked. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** A request as the access log writes it (pino's fields, the address masked). */
interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** pino's number for the error level. */
const ERROR_LEVEL = 50;

/**
 * A stream that broke because the client closed the connection: a phone leaving a page while
 * its images or scripts are still coming. The compression plugin logs these at error level.
 */
function isClientAbort(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const { code } = value as NodeJS.ErrnoException;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || value.message === 'premature close';
}

/** pino options: JSON lines, or pretty lines in development when pino-pretty is installed. */
export function loggerOptions(config: AppConfig): NonNullable<FastifyServerOptions['logger']> {
  const pretty = config.nodeEnv === 'development' && prettyAvailable();
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      // No one is left to answer and nothing on the server failed: information, not an error.
      logMethod(args, method, level) {
        if (level === ERROR_LEVEL && isClientAbort(args[0])) return this.info(...(args as [Error]));
        return method.apply(this, args);
      },
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
