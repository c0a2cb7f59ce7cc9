import { type SQL, sql } from 'drizzle-orm';

/** A connection or a transaction: anything `execute` runs on. */
export interface Executor {
  execute(statement: SQL): PromiseLike<unknown>;
}

/**
 * The rows of a statement. Both engines' drivers answer `{ rows }`; columns are read as text,
 * json or float8 so their parsing is the same on both.
 */
export async function rowsOf<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/** An epoch-ms moment as a `timestamptz` parameter. */
export function timestampAt(ms: number): SQL {
  return sql`${new Date(ms).toISOString()}::timestamptz`;
}
