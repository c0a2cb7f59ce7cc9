import { routeKey, type Endpoint, type RouteFlags } from '@lahap/contract/endpoint';

let endpoints: Promise<Map<string, Endpoint>> | undefined;

/** The contract's endpoints by method and path, loaded once, with zod, outside production. */
function endpointTable(): Promise<Map<string, Endpoint>> {
  endpoints ??= import('@lahap/contract/endpoints').then(
    ({ ALL_ENDPOINTS }) => new Map(ALL_ENDPOINTS.map((endpoint) => [routeKey(endpoint), endpoint])),
  );
  return endpoints;
}

/** An answer that does not match the contract: the server and the client have drifted apart. */
export class AnswerDriftError extends Error {
  override name = 'AnswerDriftError';
}

/**
 * Checks an answer's `data` against the contract's schema for its call. Used in development
 * and tests only, where a drifting answer should fail loudly instead of rendering `undefined`;
 * production builds drop the call and never load zod for it.
 */
export async function checkAnswer(route: RouteFlags, data: unknown): Promise<void> {
  const key = routeKey(route);
  const endpoint = (await endpointTable()).get(key);
  if (!endpoint) throw new AnswerDriftError(`${key} is not in the contract's endpoint table`);
  if (route.answer === 'file' || route.answer === 'stream') return;
  const result = endpoint.data.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`,
    );
    throw new AnswerDriftError(`${key} answered outside its schema — ${issues.join('; ')}`);
  }
}
