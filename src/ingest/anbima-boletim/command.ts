// anbima-boletim: the ANBIMA monthly fund bulletin workbooks you have (--file).
// ANBIMA publishes each edition through its site's content service under a
// changing file name, with no stable address to build from a month, so the
// workbook is downloaded by hand and loaded here.
import type { Source } from '../source.js';
import { loadBoletimFile } from './load.js';

export const command: Source = {
  name: 'anbima-boletim',
  summary: 'ANBIMA Boletim de Fundos de Investimento (monthly XLSX: net assets, net flows, returns, fund counts per class and type) into anbima.class_monthly',
  usage: ['--file Boletim.xlsx [--file ...] [--force]'],
  flags: {},
  load: loadBoletimFile,
  offline:
    'anbima-boletim has no download mode: save the edition\'s workbook from https://www.anbima.com.br/pt_br/informar/relatorios/fundos-de-investimento/boletim-de-fundos-de-investimentos.htm (the "Anexo" XLSX) and load it with --file',
};
