import { ERROR_CODES } from '@lahap/contract/errors';
import { requestEnvelopeShape } from '@lahap/contract/envelope';
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
    app.addHook('preValidation', async (request) => {
      if (request.method !== 'POST' || !isApiRouteRequest(request)) return;
      const body: unknown = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw parameterError('body must be a JSON object');
      }
      if (request.routeOptions.config.envelope === false) return;
      const parsed = envelopeFields.safeParse(body, { reportInput: true });
      if (!parsed.success) {
        throw parameterError(describeProblems(parsed.error.issues.map(fieldProblem)));
      }
      if (!withinWindow(parsed.data.timestamp)) throw new DomainError(ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW);
    });
  },
  { name: 'envelope', dependencies: ['body', 'errors', 'signature'] },
);
