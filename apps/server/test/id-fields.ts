import { randomUUID } from 'node:crypto';
import { CASHIER_PARTNER_CODE } from '@lahap/contract/constants';
import { idSchema } from '@lahap/contract/discovery/schemas';
import type { Endpoint } from '@lahap/contract/endpoint';
import { ALL_ENDPOINTS } from '@lahap/contract/endpoints';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { $ZodType } from 'zod/v4/core';

/**
 * The id fields of the contract's endpoint tables, found in their schemas (every field whose
 * schema is the shared `idSchema`, alone, in an array, nested or in a union), and requests that
 * are valid but for the id put in one of them: for the tests of what an id may be.
 */

export type Path = (string | number)[];

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Record<string, unknown> & { type: string };

/** The schema inside optional, nullable, default and pipe wrappers. */
function unwrapped(schema: $ZodType): $ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrapped(def.innerType as $ZodType);
  if (def.type === 'pipe') return unwrapped(def.in as $ZodType);
  return schema;
}

function isIdSchema(schema: $ZodType): boolean {
  const inner = unwrapped(schema);
  if ((inner as unknown) === idSchema) return true;
  const def = defOf(inner);
  return def.type === 'union' && (def.options as $ZodType[]).some(isIdSchema);
}

/** Every place an id goes in a body or query: a field, an array's element (index 0), nested. */
function idPaths(schema: $ZodType | undefined, at: Path = []): Path[] {
  if (!schema) return [];
  if (isIdSchema(schema)) return [at];
  const inner = unwrapped(schema);
  const def = defOf(inner);
  if (def.type === 'array') return idPaths(def.element as $ZodType, [...at, 0]);
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, $ZodType>).flatMap(([key, field]) =>
      idPaths(field, [...at, key]),
    );
  }
  return [];
}

/** Values for fields a valid request needs whose schema alone cannot tell (free text, tokens). */
export const SAMPLES: Record<string, unknown> = {
  keywords: 'nasi',
  partnerCode: CASHIER_PARTNER_CODE,
  settlementType: 'COMMON',
  payMethod: 'QRIS',
  lat: -6.2,
  lng: 106.8,
  quantity: 1,
  code: '1234567890',
  qrCodeId: 'TB1-01',
  orderFoodType: 3,
  participantToken: `1.${'A'.repeat(43)}`,
  clientLineId: randomUUID(),
};

/**
 * The samples for one call, and optional fields it needs: a flash sale's calls name its page, and
 * a pickup or delivery order is a pickup (2) with its time.
 */
function samplesFor(endpoint: Endpoint): {
  samples: Record<string, unknown>;
  extra: Record<string, unknown>;
} {
  if (endpoint.path.includes('flash_sale'))
    return { samples: { ...SAMPLES, settlementType: 'FLASH_SALE' }, extra: { pageId: 'flash-page' } };
  if (endpoint.path === ORDERING_PATHS.orderSubmit)
    return { samples: { ...SAMPLES, orderFoodType: 2 }, extra: { pickupTime: new Date().toISOString() } };
  return { samples: SAMPLES, extra: {} };
}

/** A value the schema accepts, built from the required parts only (optional fields left out). */
function sample(schema: $ZodType, samples: Record<string, unknown>, name = ''): unknown {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return undefined;
  if (isIdSchema(schema)) return '1';
  if (name in samples) return samples[name];
  switch (def.type) {
    case 'nullable':
    case 'readonly':
      return sample(def.innerType as $ZodType, samples, name);
    case 'pipe':
      return sample(def.in as $ZodType, samples, name);
    case 'string':
      return def.format === 'uuid'
        ? randomUUID()
        : def.format === 'datetime'
          ? new Date().toISOString()
          : 'x';
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return sample((def.options as $ZodType[])[0]!, samples, name);
    case 'array': {
      const element = sample(def.element as $ZodType, samples, name);
      return element === undefined ? [] : [element];
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, $ZodType>)) {
        const fieldValue = sample(field, samples, key);
        if (fieldValue !== undefined) value[key] = fieldValue;
      }
      return value;
    }
    default:
      return undefined;
  }
}

/** `value` with `id` set at `path`, creating what the path passes through. */
function withId(value: unknown, path: Path, id: string): unknown {
  if (path.length === 0) return id;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = withId(list[head], rest, id);
    return list;
  }
  const object = typeof value === 'object' && value !== null ? { ...(value as Record<string, unknown>) } : {};
  object[head!] = withId(object[head!], rest, id);
  return object;
}

export interface IdCase {
  endpoint: Endpoint;
  part: 'body' | 'query';
  path: Path;
}

/** Every id field of every call of the contract's endpoint tables. */
export const ID_CASES: IdCase[] = ALL_ENDPOINTS.flatMap((endpoint) => [
  ...idPaths(endpoint.body as $ZodType | undefined).map((path) => ({
    endpoint,
    part: 'body' as const,
    path,
  })),
  ...idPaths(endpoint.query as $ZodType | undefined).map((path) => ({
    endpoint,
    part: 'query' as const,
    path,
  })),
]);

/** How a parameter error names the field: `body.storeIds.0`. */
export const fieldOf = (target: IdCase): string => [target.part, ...target.path].join('.');

const ENVELOPE = new Set(['sessionId', 'requestId', 'timestamp']);

/**
 * The body or query of a request to the case's call that is valid but for `id`, put at the
 * case's field (other ids are '1'); without the envelope fields, which the sender adds.
 */
export function requestValue(target: IdCase, id: string): Record<string, unknown> {
  const { samples, extra } = samplesFor(target.endpoint);
  const base = { ...(sample(target.endpoint[target.part] as $ZodType, samples) as object), ...extra };
  const value = withId(base, target.path, id) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !ENVELOPE.has(key)));
}

/** A request value as a query string, each field as its text. */
export function queryOf(value: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(value).map(([key, entry]): [string, string] => [key, String(entry)]),
  ).toString();
}
