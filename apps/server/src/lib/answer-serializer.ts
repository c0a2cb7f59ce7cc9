import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** What fastify hands a serializer compiler: the schema of one status, plus method and url. */
type RouteSchemaDef = Parameters<FastifySerializerCompiler<$ZodType>>[0];

type Write = (value: unknown) => string;

/**
 * A writer made by fast-json-stringify from the schema's JSON Schema. Like zod's encoding it
 * writes only the properties the schema declares, so a field a handler should not have sent
 * never leaves the server; unlike zod it does not check formats, which the checked mode below
 * and the contract tests do. Answers undefined for a schema JSON Schema cannot state.
 */
function compiled(schema: $ZodType): Write | undefined {
  try {
    return fastJson(
      z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as object,
    ) as Write;
  } catch {
    return undefined;
  }
}

/** The inner schema of `x.nullable()`, or undefined for any other schema. */
function unwrapNullable(schema: unknown): $ZodType | undefined {
  const def = (schema as $ZodType)._zod.def as { type: string; innerType?: $ZodType };
  return def.type === 'nullable' ? def.innerType : undefined;
}

/**
 * The envelope `{ success, data, error }` (contract `envelopeOf`) written by hand around a
 * compiled writer of `data` and of `error`: a nullable envelope field compiles to an `anyOf`,
 * which fast-json-stringify settles by validating the whole page against each branch — the
 * cost this writer exists to avoid.
 */
function envelopeWriter(schema: $ZodType): Write | undefined {
  const def = schema._zod.def as { type: string; shape?: Record<string, $ZodType> };
  const shape = def.shape;
  if (def.type !== 'object' || !shape) return undefined;
  if (Object.keys(shape).join() !== 'success,data,error') return undefined;
  if ((shape.success as $ZodType)._zod.def.type !== 'boolean') return undefined;
  const dataSchema = unwrapNullable(shape.data);
  const errorSchema = unwrapNullable(shape.error);
  if (!dataSchema || !errorSchema) return undefined;
  const data = compiled(dataSchema);
  const error = compiled(errorSchema);
  if (!data || !error) return undefined;
  return (value) => {
    const envelope = value as { success: unknown; data: unknown; error: unknown };
    const success = envelope.success === true ? 'true' : 'false';
    const dataText = envelope.data === null || envelope.data === undefined ? 'null' : data(envelope.data);
    const errorText =
      envelope.error === null || envelope.error === undefined ? 'null' : error(envelope.error);
    return `{"success":${success},"data":${dataText},"error":${errorText}}`;
  };
}

/** Thrown in checked mode when the fast writer and zod's encoding disagree on an answer. */
export class AnswerWriterMismatch extends Error {}

/**
 * The app's serializer compiler (ADR 018, the request path). Answers are written by a compiled
 * writer: zod's encode-then-stringify cost about three times JSON.stringify on the nearby page and
 * was a third of the floor's CPU. With `check` (development and tests), each answer is also
 * encoded by zod, which throws on an answer that breaks its schema, and the two texts must say
 * the same, so every integration test proves the fast writer writes what zod would. A schema the
 * compiler cannot state (a transform, say) keeps zod's serializer.
 */
export function answerSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<$ZodType> {
  return (route: RouteSchemaDef) => {
    const viaZod = serializerCompiler(route);
    const schema = route.schema as $ZodType | { properties?: unknown };
    if (!('_zod' in schema)) return viaZod;
    const fast = envelopeWriter(schema) ?? compiled(schema);
    if (!fast) return viaZod;
    if (!check) return fast;
    return (value) => {
      const expected = viaZod(value);
      const written = fast(value);
      // The compiled writer puts required properties before optional ones; JSON does not care.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new AnswerWriterMismatch(
          `${route.method} ${route.url} ${String(route.httpStatus)}: the compiled writer wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}
