// The FNET body bench: --parse-bodies XML bodies made from the genuine FIDC body in
// the repository's fixtures (test/fixtures/b3/fnet/857292.xml, ~22 KB, ~280
// leaves), each with its amounts varied so no two are the same bytes, written
// to files; then a bare read of those files (bytes to UTF-8 text) beside the
// parse the loader runs (parseFnetBody), in MB/s and bodies/s; then the same
// bodies zipped and loaded through the real loader (bodies/s, field rows/s).
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { nodeCpuSeconds } from '../cpu-time.js';
import { parseFnetBody } from '../../ingest/b3-fnet/body.js';
import { loadFnetFile } from '../../ingest/b3-fnet/load.js';
import { REPO_ROOT } from '../../repo-root.js';

const TEMPLATE = path.join(REPO_ROOT, 'test', 'fixtures', 'b3', 'fnet', '857292.xml');
/** Ids above any the register bench writes, so the loaded bodies pair with no listing. */
const FIRST_ID = 900_000_000;
const seconds = (t0: number) => (performance.now() - t0) / 1000;

export interface BodyRates {
  bodies: number;
  bytes: number;
  fields: number;
  readSeconds: number;
  parseSeconds: number;
  /** CPU seconds of the bare read and of the parse (the machine's load moves these less than the wall time). */
  readCpu: number;
  parseCpu: number;
  loadSeconds: number;
  loadedFields: number;
}

/** Writes `count` bodies (<id>.xml) under dir; returns their paths. */
function writeBodies(dir: string, count: number): string[] {
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  fs.mkdirSync(dir, { recursive: true });
  return Array.from({ length: count }, (_, n) => {
    // every amount's cents varied by the body's number: same shape, other bytes
    const text = template.replace(/>(\d+),(\d\d)</g, (_m, units: string, cents: string) => `>${units},${String((Number(cents) + n) % 100).padStart(2, '0')}<`);
    const file = path.join(dir, `${FIRST_ID + n}.xml`);
    fs.writeFileSync(file, text);
    return file;
  });
}

export async function benchBodies(ownerUrl: string, dir: string, count: number): Promise<BodyRates> {
  const files = writeBodies(path.join(dir, 'bodies'), count);
  // each pass reads the files again (page cache warm for both), so the difference is the parse
  let bytes = 0;
  let t0 = performance.now();
  let cpu0 = nodeCpuSeconds();
  for (const file of files) bytes += fs.readFileSync(file).toString('utf8').length;
  const readSeconds = seconds(t0);
  const readCpu = nodeCpuSeconds() - cpu0;
  let fields = 0;
  t0 = performance.now();
  cpu0 = nodeCpuSeconds();
  for (const [n, file] of files.entries()) fields += parseFnetBody(fs.readFileSync(file), path.basename(file), String(FIRST_ID + n)).fields.length;
  const parseSeconds = seconds(t0);
  const parseCpu = nodeCpuSeconds() - cpu0;

  const zipFile = path.join(dir, 'fnet_bodies_bench.zip');
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addFile(file, path.basename(file), { compressionLevel: 1 });
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(zipFile)).on('close', () => resolve()).on('error', reject));
  t0 = performance.now();
  const result = await loadFnetFile(zipFile, { ownerUrl, dataDir: path.join(dir, 'data'), progress: false });
  const loadSeconds = seconds(t0);
  if (result.status !== 'loaded') throw new Error(`${zipFile}: ${JSON.stringify(result)}`);
  fs.rmSync(path.join(dir, 'bodies'), { recursive: true, force: true });
  return { bodies: count, bytes, fields, readSeconds, parseSeconds, readCpu, parseCpu, loadSeconds, loadedFields: result.rowsInserted - count };
}
