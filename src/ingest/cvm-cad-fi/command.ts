// cvm-cad-fi: cad_fi.csv and cad_fi_hist.zip, local (--file) or downloaded.
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_CURRENT_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { loadCadFiFile } from './load.js';

export const command: Source<null> = {
  name: 'cvm-cad-fi',
  summary: 'CVM legacy fund registry: cad_fi.csv into cvm.cad_fi, and cad_fi_hist.zip (exerc_social, taxa_adm, taxa_perfm members) into their tables',
  usage: ['--file F [--file G ...] [--force]', '[--base-url URL] [--force]'],
  flags: {},
  baseUrl: CVM_BASE_URL,
  load: loadCadFiFile,
  plan: () => null,
  files: (_plan, baseUrl) => cvmFiles(['FI/CAD/DADOS/cad_fi.csv', 'FI/CAD/DADOS/cad_fi_hist.zip'], baseUrl),
  update: CVM_CURRENT_UPDATE,
};
