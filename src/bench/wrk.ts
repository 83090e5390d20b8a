// HTTP load from wrk (the Debian package), when it is installed: a C load
// generator in a process of its own, so the client's CPU is not a Node event
// loop competing with what it measures. Each run reports every latency it saw
// (1,000 quantiles from a Lua `done` hook, each weighted by its share of the
// requests), so slices of an interleaved measurement merge.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** What one measured column yields, from wrk or from measure.ts's in-process loop. */
export interface Sample {
  /** Latencies in ms; with `weights`, each one stands for that many requests (wrk's quantiles). */
  latencies: number[];
  weights?: number[];
  requests?: number;
  errors: number;
  seconds: number;
}

export interface HttpTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests wrk cycles through (path with query, and body), so a run is not one cached call repeated; `url` gives the host. */
  rotate?: readonly { path: string; body?: string }[];
}

let found: boolean | undefined;

/** True when a `wrk` binary answers on the PATH. */
export function wrkAvailable(): boolean {
  found ??= spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
  return found;
}

/** Quantile points a run reports, each standing for requests / QUANTILES of them. */
const QUANTILES = 1000;

const luaString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** The Lua script: the request, non-2xx responses counted, and the histogram printed at the end. */
function script(target: HttpTarget): string {
  const headers = Object.entries(target.headers ?? {}).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`);
  return [
    `wrk.method = ${luaString(target.method ?? 'GET')}`,
    ...(target.body !== undefined ? [`wrk.body = ${luaString(target.body)}`] : []),
    ...headers,
    ...(target.rotate?.length
      ? [
          `local reqs = { ${target.rotate.map((r) => `{ ${luaString(r.path)}, ${r.body === undefined ? 'nil' : luaString(r.body)} }`).join(', ')} }`,
          'local next = 0',
          'function request() next = next % #reqs + 1; return wrk.format(nil, reqs[next][1], nil, reqs[next][2]) end',
        ]
      : []),
    'local bad = 0',
    'function response(status) if status ~= 200 then bad = bad + 1 end end',
    // one thread (-t1), so the response counter is the run's
    'function done(summary, latency)',
    '  io.write("WRK requests ", summary.requests, " errors ", summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, " bad ", bad, " us ", summary.duration, "\\n")',
    // wrk 4.1's Lua cannot index its histogram; 1,000 quantiles stand for it
    `  for q = 1, ${QUANTILES} do io.write("Q ", latency:percentile((q - 0.5) * 100 / ${QUANTILES}), "\\n") end`,
    'end',
  ].join('\n');
}

/** One wrk run of `seconds` (whole seconds, wrk's unit) at `concurrency` connections. */
export async function sampleWrk(target: HttpTarget, concurrency: number, seconds: number): Promise<Sample> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brfin-wrk-'));
  try {
    const file = path.join(dir, 'request.lua');
    fs.writeFileSync(file, script(target));
    const { stdout } = await execFileAsync('wrk', ['-t1', `-c${concurrency}`, `-d${Math.max(1, Math.round(seconds))}s`, '--timeout', '10s', '-s', file, target.url], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const head = /^WRK requests (\d+) errors (\d+) bad (\d+) us (\d+)$/m.exec(stdout);
    if (!head) throw new Error(`wrk printed no summary:\n${stdout}`);
    const requests = Number(head[1]);
    const latencies = [...stdout.matchAll(/^Q ([\d.e+]+)$/gm)].map((m) => Number(m[1]) / 1000);
    return { latencies, weights: latencies.map(() => requests / latencies.length), requests, errors: Number(head[2]) + Number(head[3]), seconds: Number(head[4]) / 1e6 };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
