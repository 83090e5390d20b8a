// anbima-boletim: the ANBIMA monthly fund bulletin workbooks you have (--file),
// or the newest edition ANBIMA publishes (--latest).
import { UsageError } from '../command.js';
import type { Source } from '../source.js';
import { BOLETIM_BASE_URL, editionListUrl, fetchNewestEdition } from './fetch.js';
import { loadBoletimFile } from './load.js';

export const command: Source<{ latest: true }> = {
  name: 'anbima-boletim',
  summary: 'ANBIMA Boletim de Fundos de Investimento (monthly XLSX: net assets, net flows, returns, fund counts per class and type) into anbima.class_monthly',
  usage: ['--file Boletim.xlsx [--file ...] [--force]', '--latest [--force]'],
  flags: {
    latest: { type: 'boolean', description: "download the newest edition's workbook from ANBIMA's content service (each edition reprints the months it revises)", selects: true },
  },
  baseUrl: BOLETIM_BASE_URL,
  load: loadBoletimFile,
  plan(flags) {
    if (!flags.latest) throw new UsageError('give --file F or --latest');
    return { latest: true };
  },
  files: (_plan, baseUrl) => [
    // the list answer changes with every edition: one fetch, never loaded itself
    { url: editionListUrl(baseUrl), fileName: 'boletim-de-fundos-de-investimentos.json', byHand: 'https://www.anbima.com.br/pt_br/informar/relatorios/fundos-de-investimento/boletim-de-fundos-de-investimentos.htm (the "Anexo" XLSX)' },
  ],
  fetch: fetchNewestEdition,
  update: {
    // one edition a month, reprinting the months it revises: ask for the newest
    window: { months: 1 },
    firstRun: { months: 1 },
    flags: () => [{ latest: true }],
  },
};
