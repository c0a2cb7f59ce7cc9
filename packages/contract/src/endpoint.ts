import type { z } from 'zod';

/** Who may make a call: a login is needed, optional (checked when sent), or never read. */
export type AuthMode = 'required' | 'optional' | 'ignore';

/**
 * One API call, defined once: where it is mounted, what guards it, what it takes and what it
 * answers. The server registers its route from this; the client calls through it. Paths are
 * the contract's (`API_PATHS` and the domains' path tables), mounted under `API_BASE`.
 */
export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
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
   * bytes of a file (refusals are still envelopes). Default 'envelope'.
   */
  answer?: 'envelope' | 'code' | 'file';
  /** A multipart form instead of a JSON body: the envelope fields travel as form fields. */
  form?: boolean;
  body?: Body;
  query?: Query;
  /** The answer's `data`, in the envelope or in the numeric-code form. */
  data: Data;
  /** The spec's name for the call and what it does, for the API docs. */
  summary: string;
  /** The domain, for the API docs. */
  tag: string;
}

/** Defines a call, keeping its schemas' exact types. */
export function endpoint<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
>(definition: Endpoint<Body, Query, Data>): Endpoint<Body, Query, Data> {
  return definition;
}

/** The body type of a call. */
export type BodyOf<E> =
  E extends Endpoint<infer Body, z.ZodType | undefined, z.ZodType>
    ? Body extends z.ZodType
      ? z.input<Body>
      : undefined
    : never;

/** The `data` type of a call's answer. */
export type DataOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer Data> ? z.output<Data> : never;
