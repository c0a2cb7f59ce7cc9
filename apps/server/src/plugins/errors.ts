import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorMessage } from '@lahap/contract/error-messages';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/domain-error.js';
import { codeFailure, failure } from '../lib/envelope.js';
import { requestLocale } from '../lib/request-locale.js';
import { RequestValidationError, describeProblems } from '../lib/validation.js';
import '../lib/route-flags.js';

interface Refusal {
  status: number;
  code: string;
  /** Replaces the catalogue message (e.g. to name the bad field). */
  message?: string;
}

/** Fastify's own request errors, by their code. */
const FASTIFY_REFUSALS: Readonly<Record<string, Refusal>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.PARAMETER_ERROR,
    message: 'body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ERROR_CODES.PARAMETER_ERROR, message: 'body is empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.PARAMETER_ERROR,
    message: 'body size does not match Content-Length',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE },
};

const BY_STATUS: Readonly<Record<number, string>> = {
  404: ERROR_CODES.NOT_FOUND,
  405: ERROR_CODES.METHOD_NOT_ALLOWED,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.RATE_LIMITED,
};

function refusalOf(error: FastifyError | Error): Refusal | null {
  if (error instanceof DomainError) {
    return { status: error.httpStatus, code: error.code, message: error.messageOverride };
  }
  if (error instanceof RequestValidationError) {
    return {
      status: 400,
      code: ERROR_CODES.PARAMETER_ERROR,
      message: describeProblems(error.problems, error.validationContext),
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_REFUSALS[fastifyError.code] : undefined;
  if (known) return known;
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, code: BY_STATUS[status] ?? ERROR_CODES.PARAMETER_ERROR };
  }
  return null;
}

/**
 * Answers a refusal: the envelope `{success:false, data:null, error:{code,message}}`, or the
 * numeric-code form on routes that answer that way. The message is the catalogue's, in the
 * request's language, unless `message` replaces it. Sent as a string so no response schema
 * can get in the way.
 */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message?: string,
): FastifyReply {
  const text = message ?? errorMessage(code, requestLocale(request));
  // Refused before its body was read to the end (a form over its part limit): the rest of the
  // body would be taken for the next request on this connection, so the connection ends here.
  if (request.raw.complete === false) reply.header('connection', 'close');
  const body = request.routeOptions.config?.answer === 'code' ? codeFailure(code, text) : failure(code, text);
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * The connection closed before the answer was sent: a phone that left the page, and whatever the
 * handler was still doing failed behind it. There is no one left to answer.
 */
function clientWentAway(request: FastifyRequest): boolean {
  return request.raw.socket.destroyed;
}

/** What Node's HTTP parser refuses before there is a request: the status and what to say. */
function connectionRefusal(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'request headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'the request took too long to arrive' };
  return { status: 400, message: 'the request is not valid HTTP' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (oversized headers, a broken
 * request line) is answered with the envelope like every other refusal, then the connection ends.
 * There is no request yet, so no route and no language: the message is plain.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = connectionRefusal(error.code);
  const body = JSON.stringify(failure(ERROR_CODES.PARAMETER_ERROR, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before a route is found, such as a path
 * whose percent-encoding does not decode (`/api/images/%zz.png`), answered with the envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'the URL is not valid' : undefined;
  sendRefusal(request, reply, 400, ERROR_CODES.PARAMETER_ERROR, message);
}

/** The one error handler: known refusals keep their code; anything else is a logged 500. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const refusal = refusalOf(error);
      if (refusal) {
        request.log.info({ code: refusal.code, status: refusal.status }, 'request refused');
        return sendRefusal(request, reply, refusal.status, refusal.code, refusal.message);
      }
      if (clientWentAway(request)) {
        request.log.info({ err: error }, 'client closed the connection before the answer was sent');
      } else {
        request.log.error({ err: error }, 'request failed');
      }
      return sendRefusal(request, reply, 500, ERROR_CODES.INTERNAL_ERROR);
    });
  },
  { name: 'errors' },
);
