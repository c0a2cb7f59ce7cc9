import { HEADERS } from '@lahap/contract/headers';
import { type Locale, toLocale } from '@lahap/contract/locale';
import type { FastifyRequest } from 'fastify';

const LOCALE_HEADER = HEADERS.locale.toLowerCase();

/** The language the client asked for in X-Sys (spec §7), else the default. */
export function requestLocale(request: FastifyRequest): Locale {
  const value = request.headers[LOCALE_HEADER];
  return toLocale(typeof value === 'string' ? value.slice(0, 32) : undefined);
}
