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

  /**
   * Runs the statement. `planEachTime` sends it unnamed, so PostgreSQL plans it for its values
   * every time: after five runs a
   * named statement may switch to a generic plan, which cannot see a LIKE pattern's selectivity
   * and turned a 5 ms text search into 150 ms (and the recommendation list 40 ms into 55 ms).
   */
  run<Row extends Record<string, unknown>>(
    query: RawQuery,
    text: string,
    options: { planEachTime?: boolean } = {},
  ): Promise<Row[]> {
    const statement = options.planEachTime ? { text } : this.statement(text);
    return query<Row>(statement, this.values);
  }
}

/** The cube of a position for earthdistance, built from two placeholders. */
export const earthOf = (lat: string, lng: string): string => `ll_to_earth(${lat}, ${lng})`;
