// Request bodies, read whole with a size cap (a read-only API needs no more).
import type http from 'node:http';
import { ApiError } from '../api-error.js';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export async function readBody(req: http.IncomingMessage): Promise<string> {
  return (await readBodyBytes(req)).toString('utf8');
}

export async function readBodyBytes(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'PGRST102', 'Payload too large', `The request body exceeds ${MAX_BODY_BYTES} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
