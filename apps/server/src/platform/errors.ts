import { messages } from '@galla/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { clientErrorOf } from './domain-errors.js';

// One place decides what an error looks like on the wire: validation → 400 with the first problem in
// the spec's words; AppError → its status and text; a domain error → its 4xx (domain-errors.ts);
// anything else → 500 and a log line, never a stack.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const known = clientErrorOf(err);
    if (known) return reply.status(known.status).send({ status: known.status, error: known.error });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const text =
        first?.message && !first.message.startsWith('Invalid input') ? first.message : describe(first);
      return reply.status(400).send({ status: 400, error: text });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err: err.cause, url: request.url }, 'response did not match its schema');
      return reply.status(500).send({ status: 500, error: messages.somethingBad });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type.
      return reply.status(err.statusCode).send({ status: err.statusCode, error: clientErrorText(err) });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ status: 500, error: messages.somethingBad });
  });
}

function describe(issue: { instancePath?: string; message?: string } | undefined): string {
  const field = issue?.instancePath?.split('/').filter(Boolean).pop();
  return field ? `${field} is not valid` : (issue?.message ?? 'Invalid request');
}

function clientErrorText(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'The request body is not valid JSON';
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request is too large';
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the request body as JSON';
  return 'Invalid request';
}
