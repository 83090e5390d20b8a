// V8 flags every gateway process runs with: npm start's (package.json "start"
// and "bench" pass them to tsx, which hands them to node), each GATEWAY_WORKERS
// process's (cluster.ts) and the start bench's child (src/bench/start/run.ts).
//
// A young generation of 64 MB semi-spaces instead of V8's 16 MB: a gateway
// request allocates some hundreds of kilobytes (JSON text, parsed rows, headers),
// so with 16 MB a scavenge came about every 75 requests, more than 1 in 100, and
// p99 at c=1 landed on requests that waited for one (npm run bench: 2 pauses in
// 149 ptax requests at the default, none in 196 at 64 MB). A scavenge costs the
// objects that survive it, not the space's size, so rarer ones are no longer;
// the price is up to 3 x 64 MB more reserved heap per process. The sample load
// of a first start gains too (7% less Node CPU, npm run bench -- --start --profile).
export const GATEWAY_NODE_FLAGS = ['--max-semi-space-size=64'] as const;
