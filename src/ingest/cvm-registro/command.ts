// `npm run ingest -- cvm-registro ...`: registro_fundo_classe.zip, local or downloaded.
import { cvmCommand } from '../cvm-files/command.js';
import { loadRegistroFile } from './load.js';

export const command = cvmCommand({
  summary: 'CVM Resolution 175 registry (registro_fundo_classe.zip: fundo, classe, subclasse) into cvm.registro_*',
  onlineUsage: '',
  loadFile: loadRegistroFile,
  onlinePaths: () => ['FI/CAD/DADOS/registro_fundo_classe.zip'],
});
