import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@courtside/shared/api/errors';
import type { Config } from '../../config';
import { securityHeaders } from '../external/security';

/** What Node's HTTP parser refused, by its error code, with what we tell the client. */
const PARSER_ERRORS: Record<string, { status: number; reason: string; body: ErrorBody }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: { message: /*i18n*/ 'Request headers are too large', code: 'HEADERS_TOO_LARGE' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    body: { message: /*i18n*/ 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' },
  },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    status: 400,
    reason: 'Bad Request',
    body: { message: /*i18n*/ 'Invalid content length', code: 'BAD_REQUEST' },
  },
  HPE_INVALID_CONTENT_LENGTH: {
    status: 400,
    reason: 'Bad Request',
    body: { message: /*i18n*/ 'Invalid content length', code: 'BAD_REQUEST' },
  },
};
const BAD_REQUEST = {
  status: 400,
  reason: 'Bad Request',
  body: { message: /*i18n*/ 'Bad request', code: 'BAD_REQUEST' },
};

/** The raw answer to one parser error: status line, security headers, a JSON body. */
export function clientErrorResponse(
  error: { code?: string },
  headers: ReadonlyArray<readonly [string, string]>,
): string {
  const known = (error.code && PARSER_ERRORS[error.code]) || BAD_REQUEST;
  const body = JSON.stringify(known.body);
  const lines = [
    `HTTP/1.1 ${known.status} ${known.reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    `X-Request-ID: ${randomUUID()}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler` (issue 22.12): what Node's HTTP parser refuses before any route
 * or hook runs (headers over 16 KB, a conflicting or invalid Content-Length, a request that
 * never finishes arriving) leaves in the error shape of ARCHITECTURE.md section 3 and with the
 * security headers, like every other answer. Fastify's default answers in its own shape without
 * them.
 */
export function clientErrorHandlerFor(config: Config) {
  const { set } = securityHeaders(config);
  return function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // As Node's own handler: no second status line once an answer's headers have left.
    const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !current?.headersSent) {
      socket.write(clientErrorResponse(error, set));
    }
    socket.destroy(error);
  };
}
