import { ERROR_CODES } from '@lahap/contract/errors';
import { requestEnvelopeShape } from '@lahap/contract/envelope';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isApiRouteRequest } from '../lib/api-paths.js';
import { DomainError, parameterError } from '../lib/domain-error.js';
import { describeProblems, fieldProblem } from '../lib/validation.js';
import { withinWindow } from './signature.js';
import '../lib/route-flags.js';

const envelopeFields = z.looseObject(requestEnvelopeShape);

/**
 * Every POST body under /api is a JSON object carrying sessionId, requestId and a timestamp
 * within the signature window (spec §3), except routes with `envelope: false`. Checked for all
 * routes here, so a route whose own schema forgets the envelope is still covered.
 */
export const envelopePlugin = fp(
  async (app) => {
    /** Why the body's envelope is refused, or null when it passes (or is not checked). */
    function refusal(request: FastifyRequest): DomainError | null {
      if (request.method !== 'POST' || !isApiRouteRequest(request)) return null;
      // Multipart routes read their form (and its envelope fields) in the handler.
      if (request.routeOptions.config.multipart === true) return null;
      const body: unknown = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return parameterError('body must be a JSON object');
      }
      if (request.routeOptions.config.envelope === false) return null;
      const parsed = envelopeFields.safeParse(body, { reportInput: true });
      if (!parsed.success) {
        return parameterError(describeProblems(parsed.error.issues.map(fieldProblem)));
      }
      if (!withinWindow(parsed.data.timestamp)) return new DomainError(ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW);
      return null;
    }
    // A callback hook: the check is synchronous, and an async hook costs a promise and a microtask.
    app.addHook('preValidation', (request, _reply, done) => {
      const error = refusal(request);
      if (error) done(error);
      else done();
    });
  },
  { name: 'envelope', dependencies: ['body', 'errors', 'signature'] },
);
