// The explorer's browser bundle, built in memory by esbuild from src/explorer/app/
// the first time a gateway process serves it (about 100 ms), then kept: no
// generated bundle in the repository to drift, nothing fetched from a CDN.
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../repo-root.js';

export interface ExplorerBundle {
  js: Buffer;
  css: Buffer;
}

const ENTRY = path.join(REPO_ROOT, 'src/explorer/app/main.ts');

export async function buildExplorer(): Promise<ExplorerBundle> {
  const result = await build({
    entryPoints: { app: ENTRY },
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    outdir: 'out',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = (ext: string) => {
    const found = result.outputFiles.find((f) => f.path.endsWith(ext));
    if (!found) throw new Error(`explorer build produced no ${ext} file`);
    return Buffer.from(found.contents);
  };
  return { js: file('.js'), css: file('.css') };
}

let cached: Promise<ExplorerBundle> | undefined;

/** The bundle of this process, built once on first use. */
export function explorerBundle(): Promise<ExplorerBundle> {
  cached ??= buildExplorer().catch((error: unknown) => {
    cached = undefined; // a failed build is tried again on the next request
    throw error;
  });
  return cached;
}
