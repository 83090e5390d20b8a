// cvm-registro: registro_fundo_classe.zip, local (--file) or downloaded.
import type { Source } from '../source.js';
import { CVM_BASE_URL, CVM_CURRENT_UPDATE, cvmFiles } from '../cvm-files/fetch.js';
import { loadRegistroFile } from './load.js';

export const command: Source<null> = {
  name: 'cvm-registro',
  summary: 'CVM Resolution 175 registry (registro_fundo_classe.zip: fundo, classe, subclasse) into cvm.registro_*',
  usage: ['--file F [--file G ...] [--force]', '[--base-url URL] [--force]'],
  flags: {},
  baseUrl: CVM_BASE_URL,
  load: loadRegistroFile,
  plan: () => null,
  files: (_plan, baseUrl) => cvmFiles(['FI/CAD/DADOS/registro_fundo_classe.zip'], baseUrl),
  update: CVM_CURRENT_UPDATE,
};
