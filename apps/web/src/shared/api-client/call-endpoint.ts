import type { CallBodyOf, DataOf, QueryOf, Route } from '@lahap/contract/endpoint';
import { checkAnswer } from './answer-check';
import { apiGet, apiPost, type RequestOptions } from './client';
import type { QueryParams } from './transport';

/** What a call takes: its query for a GET (a route with a query schema), else its body. */
export type CallInputOf<R> =
  R extends Route<infer _Body, infer Query, infer _Data>
    ? Query extends undefined
      ? CallBodyOf<R>
      : QueryOf<R>
    : never;

async function checked<R extends Route>(route: R, answer: Promise<unknown>): Promise<DataOf<R>> {
  const data = await answer;
  // Outside production the answer must match the contract; the build drops this branch.
  if (import.meta.env.DEV) await checkAnswer(route, data);
  return data as DataOf<R>;
}

/**
 * Makes a call of the contract's route tables (`@lahap/contract/<domain>/routes`): its method,
 * path and flags come from the route, the input and answer types from its schemas. Resolves
 * to the answer's `data`; rejects with {@link ApiRequestError}.
 */
export function callEndpoint<R extends Route>(
  route: R,
  input: CallInputOf<R>,
  opts: RequestOptions = {},
): Promise<DataOf<R>> {
  const codeEnvelope = route.answer === 'code';
  const answer =
    route.method === 'GET'
      ? apiGet<unknown>(route.path, input as QueryParams | undefined, { ...opts, codeEnvelope })
      : apiPost<unknown>(route.path, input as object | undefined, {
          ...opts,
          codeEnvelope,
          envelope: route.envelope,
        });
  return checked(route, answer);
}

/** Posts a multipart form to a route whose `form` flag is set (uploads). */
export function sendForm<R extends Route>(
  route: R,
  form: FormData,
  opts: RequestOptions = {},
): Promise<DataOf<R>> {
  return checked(route, apiPost<unknown>(route.path, form, { ...opts, envelope: route.envelope }));
}
