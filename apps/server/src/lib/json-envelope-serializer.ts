import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/** What fastify hands a serializer compiler: the schema of one status, plus method and url. */
type RouteSchemaDef<Schema> = Parameters<FastifySerializerCompiler<Schema>>[0];

/**
 * True for a value that `z.json()` certainly accepts and passes through unchanged: strings,
 * finite numbers, booleans, null, and arrays / plain objects of those. Anything unusual (a
 * `__proto__` own key, symbol keys, class instances, undefined) answers false, so the caller
 * leaves the decision to zod.
 */
export function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) return false;
        for (const item of value) if (!isPlainJson(item)) return false;
        return true;
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      if (Object.getOwnPropertySymbols(value).length > 0) return false;
      for (const key of Object.keys(value)) {
        if (key === '__proto__') return false;
        if (!isPlainJson((value as Record<string, unknown>)[key])) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * The serializer of a successful envelope whose `data` schema is `z.json()` (remote config
 * values). zod checks such a value by trying a six-way union at every nesting level, about
 * 4x the cost of JSON.stringify on the hottest read. A plain JSON value in an envelope without
 * an error is checked here instead, with the same outcome; anything else (and every non-200
 * status) goes to the zod serializer, which also produces its errors.
 */
export function jsonEnvelopeSerializerCompiler<Schema>(
  route: RouteSchemaDef<Schema>,
): (payload: unknown) => string {
  // Fastify types a route-level compiler's `schema` as the route's whole schema object, but
  // calls it with each status's response schema: zod schemas here, as for the app's compiler.
  const viaZod = serializerCompiler(route as unknown as RouteSchemaDef<$ZodType>);
  if (String(route.httpStatus) !== '200') return viaZod;
  return (payload) => {
    const envelope = payload as { success?: unknown; data?: unknown; error?: unknown } | null;
    if (
      typeof envelope === 'object' &&
      envelope !== null &&
      typeof envelope.success === 'boolean' &&
      envelope.error === null &&
      isPlainJson(envelope.data)
    ) {
      return JSON.stringify({ success: envelope.success, data: envelope.data, error: null });
    }
    return viaZod(payload);
  };
}
