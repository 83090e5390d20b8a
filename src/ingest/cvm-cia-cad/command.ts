// cvm-cia-cad: cad_cia_aberta.csv, local (--file) or downloaded.
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_CURRENT_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { loadCiaCadFile } from './load.js';

export const command: Source<null> = {
  name: 'cvm-cia-cad',
  summary: 'CVM register of listed companies (cad_cia_aberta.csv; one row per CVM code and market, the register\'s people never landed) into cvm.cad_cia_aberta',
  usage: ['--file F [--file G ...] [--force]', '[--base-url URL] [--force]'],
  flags: {},
  baseUrl: CVM_BASE_URL,
  load: loadCiaCadFile,
  plan: () => null,
  files: (_plan, baseUrl) => cvmFiles(['CIA_ABERTA/CAD/DADOS/cad_cia_aberta.csv'], baseUrl),
  update: CVM_CURRENT_UPDATE,
};
