// Request bodies, read whole with a size cap (a read-only API needs no more).
import type http from 'node:http';
import { ApiError } from '../api-error.js';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Event listeners rather than `for await`: the async iterator costs more than the rest of a small POST's parsing. */
export function readBodyBytes(req: http.IncomingMessage): Promise<Buffer> {
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // the rest is left unread: Node closes the connection after the 413
        done();
        req.pause();
        reject(new ApiError(413, 'PGRST102', 'Payload too large', `The request body exceeds ${MAX_BODY_BYTES} bytes.`));
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      reject(new Error('the client closed the request before its body ended'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
}
