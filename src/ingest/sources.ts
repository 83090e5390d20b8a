// Registry of ingestable sources: `npm run ingest -- <name> ...` and `npm run
// update` find each one's descriptor here (src/ingest/source.ts; see
// CONVENTIONS.md, "Loaders"). A new source adds one line and a folder
// src/ingest/<name>/ whose command.ts exports `command`, its descriptor.
// Registry name = folder name = test folder = ingest_log.source of its main loader.
import type { AnySource } from './source.js';

export const SOURCES: Record<string, () => Promise<AnySource>> = {
  'bcb-ptax': async () => (await import('./bcb-ptax/command.js')).command,
  'bcb-sgs': async () => (await import('./bcb-sgs/command.js')).command,
  'bcb-focus': async () => (await import('./bcb-focus/command.js')).command,
  'cvm-cad-fi': async () => (await import('./cvm-cad-fi/command.js')).command,
  'cvm-registro': async () => (await import('./cvm-registro/command.js')).command,
  'cvm-inf-diario': async () => (await import('./cvm-inf-diario/command.js')).command,
  'b3-bdi': async () => (await import('./b3-bdi/command.js')).command,
  'b3-cotahist': async () => (await import('./b3-cotahist/command.js')).command,
  'cvm-fii-mensal': async () => (await import('./cvm-fii-mensal/command.js')).command,
  'cvm-fidc-mensal': async () => (await import('./cvm-fidc-mensal/command.js')).command,
  'cvm-fii-trimestral': async () => (await import('./cvm-fii-trimestral/command.js')).command,
  'cvm-fip': async () => (await import('./cvm-fip/command.js')).command,
  'cvm-fiagro-mensal': async () => (await import('./cvm-fiagro-mensal/command.js')).command,
  'ibge-sidra': async () => (await import('./ibge-sidra/command.js')).command,
  'cvm-extrato': async () => (await import('./cvm-extrato/command.js')).command,
  'cvm-lamina': async () => (await import('./cvm-lamina/command.js')).command,
  'cvm-balancete': async () => (await import('./cvm-balancete/command.js')).command,
  'b3-price-report': async () => (await import('./b3-price-report/command.js')).command,
  'b3-consolidated-trades': async () => (await import('./b3-consolidated-trades/command.js')).command,
  'b3-index': async () => (await import('./b3-index/command.js')).command,
  'cvm-cda': async () => (await import('./cvm-cda/command.js')).command,
  'cvm-securit-mensal': async () => (await import('./cvm-securit-mensal/command.js')).command,
  'curated-etf': async () => (await import('./curated-etf/command.js')).command,
  'b3-fnet': async () => (await import('./b3-fnet/command.js')).command,
  'b3-taxa-swap': async () => (await import('./b3-taxa-swap/command.js')).command,
  'b3-corporate-events': async () => (await import('./b3-corporate-events/command.js')).command,
  'b3-index-portfolio': async () => (await import('./b3-index-portfolio/command.js')).command,
  'b3-index-membership': async () => (await import('./b3-index-membership/command.js')).command,
  'b3-credit-records': async () => (await import('./b3-credit-records/command.js')).command,
  'cvm-cia-cad': async () => (await import('./cvm-cia-cad/command.js')).command,
  'cvm-cia-dfp': async () => (await import('./cvm-cia-dfp/command.js')).command,
  'anbima-boletim': async () => (await import('./anbima-boletim/command.js')).command,
  'cvm-cia-itr': async () => (await import('./cvm-cia-itr/command.js')).command,
  'cvm-cia-fca': async () => (await import('./cvm-cia-fca/command.js')).command,
  'cvm-cia-ipe': async () => (await import('./cvm-cia-ipe/command.js')).command,
};
