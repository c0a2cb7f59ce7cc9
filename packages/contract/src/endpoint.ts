import type { z } from 'zod';
import type { ENVELOPE_FIELDS } from './envelope.js';

/**
 * Who may make a call: a customer login is needed, optional (checked when sent), or never read;
 * `staff`: a store staff login is needed (a customer's token is refused); `team`: the team's
 * admin token is needed (the team's usage and error views).
 */
export type AuthMode = 'required' | 'optional' | 'ignore' | 'staff' | 'team';

type Schema = z.ZodType | undefined;

/** How a call is mounted and guarded: what both sides need, with no schema code. */
export interface RouteFlags {
  method: 'GET' | 'POST';
  /** A path of the contract's path tables, mounted under `API_BASE`. */
  path: string;
  /** Default 'optional'. */
  auth?: AuthMode;
  /** A frozen user may still make it (sendCode, checkSlider). */
  allowFrozen?: boolean;
  /** A POST that needs no Sign header (browsers send it from sendBeacon); default true for POST. */
  signed?: boolean;
  /** The body carries sessionId / requestId / timestamp; default true for POST. */
  envelope?: boolean;
  /**
   * 'code': the numeric-code answer `{code, data, message}` instead of the envelope; 'file': the
   * bytes of a file; 'stream': server-sent events, `data` typing each message (refusals before
   * the stream starts are still envelopes). Default 'envelope'.
   */
  answer?: 'envelope' | 'code' | 'file' | 'stream';
  /** A multipart form instead of a JSON body: the envelope fields travel as form fields. */
  form?: boolean;
  /**
   * The handler keys its write on the body's requestId and answers a repeat with the first
   * answer, so the replay guard lets a repeat through instead of refusing it (claims).
   */
  idempotent?: boolean;
}

declare const SCHEMA_TYPES: unique symbol;

/**
 * A call as the web imports it: its flags, and its schemas' types without their code, so a
 * page's bundle carries no zod. An endpoint built from this route must use these schemas.
 */
export interface Route<
  Body extends Schema = Schema,
  Query extends Schema = Schema,
  Data extends z.ZodType = z.ZodType,
> extends RouteFlags {
  readonly [SCHEMA_TYPES]?: { body: Body; query: Query; data: Data };
}

/** Declares a call in a domain's `routes.ts`; the type arguments name its schemas (`typeof`). */
export function route<
  Body extends Schema = undefined,
  Query extends Schema = undefined,
  Data extends z.ZodType = z.ZodNull,
>(flags: RouteFlags): Route<Body, Query, Data> {
  return flags;
}

/** What only the server and the tools read: the schemas themselves and the docs. */
export interface EndpointSchemas<Body extends Schema, Query extends Schema, Data extends z.ZodType> {
  body?: Body;
  query?: Query;
  /** The answer's `data`, in the envelope or in the numeric-code form. */
  data: Data;
  /** The spec's name for the call and what it does, for the API docs. */
  summary: string;
  /** The domain, for the API docs. */
  tag: string;
}

/**
 * One API call, defined once: where it is mounted, what guards it, what it takes and what it
 * answers. The server registers its route from this; the client calls through its route and,
 * in development and tests, checks the answer against `data`.
 */
export interface Endpoint<
  Body extends Schema = Schema,
  Query extends Schema = Schema,
  Data extends z.ZodType = z.ZodType,
>
  extends Route<Body, Query, Data>, EndpointSchemas<Body, Query, Data> {}

/** Joins a route to its schemas; the compiler refuses schemas other than the route names. */
export function endpoint<Body extends Schema, Query extends Schema, Data extends z.ZodType>(
  route: Route<Body, Query, Data>,
  schemas: EndpointSchemas<Body, Query, Data>,
): Endpoint<Body, Query, Data> {
  return { ...route, ...schemas };
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The body type of a call. */
export type BodyOf<R> = R extends Route<infer Body, Schema, z.ZodType> ? Input<Body> : never;

/** The envelope fields the client adds to every enveloped body. */
type EnvelopeField = (typeof ENVELOPE_FIELDS)[number];

/** What a caller passes for a call's body: the body without the fields the client adds. */
export type CallBodyOf<R> = BodyOf<R> extends object ? Omit<BodyOf<R>, EnvelopeField> : BodyOf<R>;

/** The query type of a call. */
export type QueryOf<R> = R extends Route<Schema, infer Query, z.ZodType> ? Input<Query> : never;

/** The `data` type of a call's answer. */
export type DataOf<R> = R extends Route<Schema, Schema, infer Data> ? z.output<Data> : never;

/** The key a call is known by across the tables: method and path. */
export function routeKey(route: RouteFlags): string {
  return `${route.method} ${route.path}`;
}
