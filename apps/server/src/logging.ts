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

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** pino options: JSON lines, or pretty lines in development when pino-pretty is installed. */
export function loggerOptions(config: AppConfig): NonNullable<FastifyServerOptions['logger']> {
  const pretty = config.nodeEnv === 'development' && prettyAvailable();
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
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
