import { createHash } from 'node:crypto';
import type { RawQuery, RawStatement } from '../../db/client.js';

/**
 * Collects the values of a statement built from optional parts and numbers their placeholders,
 * so no value is ever spliced into the text. The statement is named after its text: each shape
 * is prepared once per PostgreSQL connection and reused with new values.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder of a new value, e.g. `$3`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  statement(text: string): RawStatement {
    return { name: `disc_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
  }

  run<Row extends Record<string, unknown>>(query: RawQuery, text: string): Promise<Row[]> {
    return query<Row>(this.statement(text), this.values);
  }
}

/** The cube of a position for earthdistance, built from two placeholders. */
export const earthOf = (lat: string, lng: string): string => `ll_to_earth(${lat}, ${lng})`;
