import { HEADERS, decodeDigitalFood } from '@lahap/contract/headers';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@lahap/contract/text';
import type { FastifyRequest } from 'fastify';
import { parameterError } from '../../../lib/domain-error.js';

const DIGITAL_FOOD = HEADERS.digitalFood.toLowerCase();

/**
 * The client's device id from X-Digital-Food (spec §7), if it sent one. A device id with a control
 * character is refused here, before it can reach a query or a log line.
 */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[DIGITAL_FOOD];
  const { deviceId } = decodeDigitalFood(typeof raw === 'string' ? raw : undefined);
  if (deviceId !== undefined && hasControlCharacter(deviceId)) {
    throw parameterError(`header ${HEADERS.digitalFood}: deviceId ${CONTROL_CHARACTER_MESSAGE}`);
  }
  return deviceId;
}

/** The device id, or a parameter error naming the header: the limits and push tokens need it. */
export function requireDeviceId(request: FastifyRequest): string {
  const deviceId = deviceIdOf(request);
  if (!deviceId) throw parameterError(`header ${HEADERS.digitalFood}: deviceId is required`);
  return deviceId;
}
