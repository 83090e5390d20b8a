// One gateway process of a cluster (GATEWAY_WORKERS): the primary sends its
// settings over IPC (secrets stay out of the environment), the worker opens its
// own pool and listens on the shared port; 'close' drains it and it reports
// how many requests it served.
import type pg from 'pg';
import type { WorkerSettings } from './cluster.js';
import { loopStats, type StatsAction } from './loop-stats.js';
import type { Gateway } from './server.js';
import { openGateway } from './serve.js';

let gateway: Gateway | undefined;
let pool: pg.Pool | undefined;
let served = 0;
let ready = false;

// Ctrl-C reaches the whole process group: the primary decides when workers drain
process.on('SIGINT', () => {});

process.on('message', (message: { settings?: WorkerSettings; close?: true; ready?: boolean; stats?: StatsAction }) => {
  if (message.ready !== undefined) ready = message.ready;
  if (message.stats !== undefined) process.send!({ stats: loopStats.apply(message.stats) });
  if (message.settings) void start(message.settings);
  if (message.close) void stop();
});
// IPC messages sent before a listener exists are lost: ask for the settings once listening
process.send!({ waiting: true });

async function start(s: WorkerSettings): Promise<void> {
  ready = s.ready ?? true;
  try {
    ({ gateway, pool } = openGateway(s, () => ready));
    gateway.server.on('request', () => (served += 1));
    const port = await gateway.listen(s.port, s.host);
    process.send!({ listening: port });
  } catch (error) {
    process.send!({ failed: (error as Error).message });
  }
}

async function stop(): Promise<void> {
  await gateway?.close().catch(() => {});
  await pool?.end().catch(() => {});
  process.send!({ closed: served }, () => process.exit(0));
}
