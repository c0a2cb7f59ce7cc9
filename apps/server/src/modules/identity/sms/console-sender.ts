import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.js';
import { maskPhone } from '../phone.js';
import { otpSmsText } from './otp-text.js';
import type { OutboxRepository } from './outbox-repository.js';
import type { SmsSender } from './sender.js';

/**
 * The demo sender: nothing leaves the machine. It logs the code (phone masked but the last four
 * digits) so whoever runs the server can log in, and keeps the text in the outbox that
 * `GET /api/dev/sms-outbox` reads outside production.
 */
export function createConsoleSmsSender(
  outbox: OutboxRepository,
  log: FastifyBaseLogger,
  now: Clock,
): SmsSender {
  return {
    name: 'console',
    async send({ phone, code, locale }) {
      const text = otpSmsText(code, locale);
      await outbox.add({ phone, text, createdAt: new Date(now()) });
      log.info({ phone: maskPhone(phone), code }, 'one-time code (console SMS sender)');
    },
  };
}
