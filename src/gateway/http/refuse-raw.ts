// Requests Node's HTTP parser refuses before any handler runs (headers too
// long, malformed request lines, CONNECT): answered on the bare socket, still
// in the four-key error shape, instead of Node's empty answers.
import type { Duplex } from 'node:stream';
import { ApiError } from '../api-error.js';

function writeRaw(socket: Duplex, error: ApiError): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = error.body();
  const reason = error.status === 431 ? 'Request Header Fields Too Large' : error.status === 405 ? 'Method Not Allowed' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${error.status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The server's `clientError` listener: 431 for over-long headers, else 400. */
export function refuseMalformed(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET') socket.destroy();
  else if (error.code === 'HPE_HEADER_OVERFLOW') writeRaw(socket, new ApiError(431, null, 'Request header fields too large', 'The request headers exceed the server limit.'));
  else writeRaw(socket, new ApiError(400, null, 'Malformed HTTP request', error.code ?? null));
}

/** The server's `connect` listener: this is no proxy. */
export function refuseConnect(_req: unknown, socket: Duplex): void {
  writeRaw(socket, new ApiError(405, 'PGRST117', 'Unsupported HTTP method: CONNECT'));
}
