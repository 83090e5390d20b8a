// The scale bench's loader, in a process of its own so its peak memory (RSS)
// is the loader's alone, not the generator's: loads the inf_diario files named
// on the command line in order, then prints one JSON line
// {seconds, rows, maxRssBytes} on stdout.
import { loadInfDiarioFile } from '../../ingest/cvm-inf-diario/load.js';

const [ownerUrl, dataDir, ...files] = process.argv.slice(2);
let rows = 0;
const t0 = performance.now();
for (const file of files) {
  const t = performance.now();
  const result = await loadInfDiarioFile(file, { ownerUrl, dataDir, progress: false });
  if (result.status !== 'loaded') throw new Error(`${file}: ${JSON.stringify(result)}`);
  rows += result.rowsInserted;
  process.stderr.write(`  loader ${file.slice(file.lastIndexOf('/') + 1)}: ${result.rowsInserted.toLocaleString('en-US')} rows in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
}
process.stdout.write(`${JSON.stringify({ seconds: (performance.now() - t0) / 1000, rows, maxRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
