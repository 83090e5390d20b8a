// `npm run ingest -- cvm-cad-fi ...`: cad_fi.csv and cad_fi_hist.zip, local or downloaded.
import { cvmCommand } from '../cvm-files/command.js';
import { loadCadFiFile } from './load.js';

export const command = cvmCommand({
  summary: 'CVM legacy fund registry: cad_fi.csv into cvm.cad_fi, and cad_fi_hist.zip (exerc_social, taxa_adm, taxa_perfm members) into their tables',
  onlineUsage: '',
  loadFile: loadCadFiFile,
  onlinePaths: () => ['FI/CAD/DADOS/cad_fi.csv', 'FI/CAD/DADOS/cad_fi_hist.zip'],
});
