// Progress for long loads: a bar on an interactive terminal, nothing otherwise
// (CI logs and pipes stay clean).
import { Transform } from 'node:stream';
import cliProgress from 'cli-progress';

export interface ByteProgress {
  /** Pass-through stream that advances the bar by the bytes flowing through it. */
  meter: Transform;
  stop(): void;
}

export function progressWanted(requested: boolean | undefined): boolean {
  return (requested ?? true) && Boolean(process.stderr.isTTY);
}

export function byteProgress(label: string, totalBytes: number, enabled: boolean): ByteProgress {
  const bar = enabled
    ? new cliProgress.SingleBar(
        { format: `${label} [{bar}] {percentage}% | {value}/{total} bytes`, stream: process.stderr, hideCursor: true },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(totalBytes, 0);
  let seen = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      bar?.update(seen);
      done(null, chunk);
    },
  });
  return { meter, stop: () => bar?.stop() };
}
