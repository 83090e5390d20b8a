// Lets a parser look at the first bytes of a stream (to tell CSV from JSON, or
// a zip from text) and still read the whole stream afterwards.
import { Readable } from 'node:stream';

export interface PeekedStream {
  /** The first chunk, or an empty buffer for an empty stream. */
  head: Buffer;
  /** The whole stream again, head included. */
  stream: Readable;
}

export async function peekHead(input: Readable): Promise<PeekedStream> {
  const chunks = input[Symbol.asyncIterator]();
  const first = await chunks.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  async function* replay() {
    if (!first.done) yield head;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { head, stream: Readable.from(replay(), { objectMode: false }) };
}
