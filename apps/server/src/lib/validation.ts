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
 * Validates with zod like fastify-type-provider-zod, but keeps whether a field was missing so
 * the message can say "body.requestId is required" instead of zod's type wording.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues.map(fieldProblem)) };
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
