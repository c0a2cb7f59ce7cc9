import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@lahap/contract/text';
import type { FastifySchemaCompiler } from 'fastify';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';

/** One reason a request part was refused, with the field path inside that part. */
export interface FieldProblem {
  path: readonly PropertyKey[];
  message: string;
  /** The field was absent rather than wrong. */
  missing: boolean;
}

/** A refused request part; fastify adds `validationContext` ('body', 'querystring', …). */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly problems: readonly FieldProblem[];
  validationContext?: string;

  constructor(problems: readonly FieldProblem[]) {
    super(problems.map((p) => p.message).join('; '));
    this.problems = problems;
  }
}

/** A zod issue (parsed with `reportInput: true`) as a field problem. */
export function fieldProblem(issue: $ZodIssue): FieldProblem {
  return {
    path: issue.path,
    message: issue.message,
    missing: issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined,
  };
}

/**
 * The path of the first string (value or key) inside `value` that holds a control character, or
 * null. Walks with a stack of its own: a body may nest deeper than the call stack goes.
 */
export function controlCharacterPath(value: unknown): PropertyKey[] | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((element: unknown, index) => pending.push({ value: element, path: [...path, index] }));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (hasControlCharacter(key)) return [...path, key];
        pending.push({ value: element, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * Validates with zod like fastify-type-provider-zod, but keeps whether a field was missing so
 * the message can say "body.requestId is required" instead of zod's type wording. Every string
 * that passes is also free of control characters, whatever its schema says: this is the edge
 * where a NUL meant for PostgreSQL or the log is stopped, for every call at once.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (!result.success) {
      return { error: new RequestValidationError(result.error.issues.map(fieldProblem)) };
    }
    const path = controlCharacterPath(result.data);
    if (path !== null) {
      return {
        error: new RequestValidationError([{ path, message: CONTROL_CHARACTER_MESSAGE, missing: false }]),
      };
    }
    return { value: result.data };
  };

const PART_LABEL: Readonly<Record<string, string>> = { querystring: 'query' };

/** "body.requestId is required" / "query.key: Too small: …" — at most three problems. */
export function describeProblems(problems: readonly FieldProblem[], part = 'body'): string {
  const label = PART_LABEL[part] ?? part;
  return problems
    .slice(0, 3)
    .map((problem) => {
      const field = [label, ...problem.path.map(String)].join('.');
      return problem.missing ? `${field} is required` : `${field}: ${problem.message}`;
    })
    .join('; ');
}
