// Zip members as the loaders read them: stored and deflated members whole, in
// order, and a deflated member whose inflated size is not the one the archive
// states refused as corrupt (so a damaged archive never loads partly).
import fs from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { forEachZipMember, IngestFileError } from '../../../src/ingest/common/index.js';
import { tempDir } from '../support.js';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const big = Array.from({ length: 40_000 }, (_, i) => `line ${i};${'x'.repeat(i % 50)}`).join('\n');

async function writeZip(name: string, members: { name: string; body: string; compress: boolean }[]): Promise<string> {
  const file = path.join(dir, name);
  const zip = new yazl.ZipFile();
  for (const m of members) zip.addBuffer(Buffer.from(m.body), m.name, { compress: m.compress, mtime: new Date('2026-01-01T00:00:00Z') });
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()).on('error', reject));
  return file;
}

async function readAll(file: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await forEachZipMember(file, path.basename(file), async (member) => {
    out[member.name] = await text(await member.open());
  });
  return out;
}

describe('zip members', () => {
  it('reads stored and deflated members whole (a deflated one larger than many inflate chunks)', async () => {
    const file = await writeZip('ok.zip', [
      { name: 'a.csv', body: 'stored;1\n', compress: false },
      { name: 'b.csv', body: big, compress: true },
    ]);
    expect(await readAll(file)).toEqual({ 'a.csv': 'stored;1\n', 'b.csv': big });
  });

  it('refuses a deflated member whose inflated size is not the size the archive states', async () => {
    const file = await writeZip('bad.zip', [{ name: 'b.csv', body: big, compress: true }]);
    // the central directory entry's uncompressed size (offset 24 of its header) told one byte short
    const bytes = fs.readFileSync(file);
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(bytes.readUInt32LE(central + 24) - 1, central + 24);
    fs.writeFileSync(file, bytes);
    const error = await readAll(file).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IngestFileError);
    expect((error as Error).message).toMatch(/bad\.zip member b\.csv.*where the archive states \d+: the archive is corrupt/);
  });
});
