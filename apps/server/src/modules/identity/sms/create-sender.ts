import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.js';
import { createConsoleSmsSender } from './console-sender.js';
import type { OutboxRepository } from './outbox-repository.js';
import type { SmsSender } from './sender.js';

/** The sender SMS_PROVIDER names; an unknown name stops the server at start. */
export function createSmsSender(
  provider: string,
  deps: { outbox: OutboxRepository; log: FastifyBaseLogger; now: Clock },
): SmsSender {
  if (provider === 'console') return createConsoleSmsSender(deps.outbox, deps.log, deps.now);
  throw new Error(`SMS_PROVIDER "${provider}" is not available; use "console".`);
}
