import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// Errors that Fastify's router and Node's HTTP parser answer before any route runs: without these
// handlers they answered in their own shapes ({error, code, message, statusCode}), not the envelope
// `{status, error}` every client of the API reads (ARCHITECTURE.md §3).

export const frameworkMessages = {
  badUrl: 'The address of the request is not valid',
  longUrl: 'The address of the request is too long',
  badRequest: 'Invalid request',
  timeout: 'The request took too long to arrive',
  headersTooLarge: 'The request headers are too large',
};

/** Fastify's `frameworkErrors`: a path that cannot be decoded, a path parameter over maxParamLength. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, text] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, frameworkMessages.badUrl]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, frameworkMessages.longUrl]
        : [400, frameworkMessages.badRequest];
  reply.status(status).send({ status, error: text });
}

/**
 * Fastify's `clientErrorHandler`, for what Node's HTTP parser refuses (a malformed request line,
 * headers past the size limit, a request that never finishes): written to the socket, which is then
 * closed, as Node's own answer is. A reset connection has nobody to answer.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, frameworkMessages.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, frameworkMessages.headersTooLarge]
        : [400, frameworkMessages.badRequest];
  const body = JSON.stringify({ status, error: text });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
