import { errorClassOf } from '@lahap/contract/errors';
import { ApiRequestError } from './api-error';

type Answer = Record<string, unknown>;

function isObject(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A numeric code as the catalogue spells it. A JSON number loses the leading zero of codes
 * such as 0310204; put it back when that makes a catalogued code.
 */
function normaliseCode(code: unknown): string {
  const text = String(code);
  if (
    typeof code === 'number' &&
    errorClassOf(text) === 'unexpected' &&
    errorClassOf(`0${text}`) !== 'unexpected'
  ) {
    return `0${text}`;
  }
  return text;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The `data` of an answer, or the {@link ApiRequestError} it stands for. Understands both
 * answer forms: `{success, data, error}` and the numeric `{code, data, message}` where 0 is
 * success. `codeEnvelope` insists on the numeric form.
 */
export function readAnswer(text: string, status: number, requestId: string, codeEnvelope = false): unknown {
  const answer = parse(text);
  if (isObject(answer)) {
    if (!codeEnvelope && typeof answer.success === 'boolean') {
      if (answer.success) return answer.data ?? null;
      const error = isObject(answer.error) ? answer.error : {};
      throw new ApiRequestError({
        kind: 'server',
        code: error.code === undefined || error.code === null ? String(status) : normaliseCode(error.code),
        message: typeof error.message === 'string' ? error.message : '',
        status,
        requestId,
      });
    }
    if (typeof answer.code === 'number' || (codeEnvelope && typeof answer.code === 'string')) {
      if (Number(answer.code) === 0) return answer.data ?? null;
      throw new ApiRequestError({
        kind: 'server',
        code: normaliseCode(answer.code),
        message: typeof answer.message === 'string' ? answer.message : '',
        status,
        requestId,
      });
    }
  }
  throw new ApiRequestError({
    kind: 'http',
    code: String(status),
    message: `Unexpected answer (HTTP ${status})`,
    status,
    requestId,
  });
}
