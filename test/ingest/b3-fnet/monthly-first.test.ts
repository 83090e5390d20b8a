// The first monthly deliveries (b3.fnet_monthly_first) follow the FNET loads: a
// page loaded later that holds an earlier version 1 filing of the same fund and
// month changes what screen_late_filers answers on the next call.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFnetFile } from '../../../src/ingest/b3-fnet/load.js';
import { startApi, type RunningApi } from '../../helpers/api.js';
import { rpcCalls } from '../../helpers/rpc.js';
import { useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const CNPJ = '11222333000144';
// one version 1 monthly structured report of 03/2025, delivered on the given day (deadline 2025-04-15)
const page = (day: string, id: number, delivered: string) => {
  const name = path.join(env.dataDir, `fnet_${day}_tipo2_cnpj${CNPJ}_s0.json`);
  const doc = {
    id, descricaoFundo: 'FIDC EXEMPLO', nomePregao: '', fundoOuClasse: 'Classe', categoriaDocumento: 'Informes Periódicos',
    tipoDocumento: 'Informe Mensal Estruturado ', especieDocumento: '', dataReferencia: '03/2025', formatoDataReferencia: '2',
    dataEntrega: delivered, versao: 1, modalidade: 'AP', descricaoModalidade: 'Apresentação', status: 'AC', descricaoStatus: 'Ativo',
    situacaoDocumento: 'A', altaPrioridade: false, analisado: 'N', arquivoEstruturado: 'S', informacoesAdicionais: '', indicadorFundoAtivoB3: false, cnpjFundo: null,
  };
  fs.writeFileSync(name, JSON.stringify({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [doc] }));
  return name;
};
const load = (file: string) => loadFnetFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

let api: RunningApi;
const { ok } = rpcCalls(() => api, 'screen_late_filers');
beforeAll(async () => {
  api = await startApi(env.db);
});
afterAll(async () => {
  await api?.close();
});

describe('screen_late_filers after a load', () => {
  it('a later page with an earlier first delivery of the month takes the fund off the screen', async () => {
    const late = () => ok({ p_end: '2025-03-01', p_months: 1, p_min_late: 1, p_min_days_late: 1 }).then((rows) => rows.map((r) => [r.cnpj, r.informes, r.informes_late, r.max_days_late]));
    await load(page('2025-04-25', 920001, '25/04/2025 10:00')); // 10 days after the deadline
    expect(await late()).toEqual([[CNPJ, 1, 1, 10]]);
    // another class of the same fund filed the month on time: the month's first delivery is now on time
    await load(page('2025-04-10', 920002, '10/04/2025 09:00'));
    expect(await late()).toEqual([]);
  });
});
