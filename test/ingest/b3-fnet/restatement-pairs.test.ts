// The restatement pairs (b3.fnet_restatement_pair) and the documents per fund
// (b3.fnet_fund_document) follow the FNET loads: each
// listing page and each body loaded through the real b3-fnet loader changes what
// fund_restatements, fund_restatement_diff and screen_restatements answer on the
// next call (a re-filing loaded before the version it replaced, then that version,
// then both bodies, then a third version).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFnetFile } from '../../../src/ingest/b3-fnet/load.js';
import { startApi, type RunningApi } from '../../helpers/api.js';
import { rpcCalls } from '../../helpers/rpc.js';
import { useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const CNPJ = '11222333000144';
// one monthly structured report of 03/2025 of the fund (hand-made listing records)
const page = (day: string, id: number, delivered: string, versao: number) => {
  const name = path.join(env.dataDir, `fnet_${day}_tipo2_cnpj${CNPJ}_s0.json`);
  const doc = {
    id, descricaoFundo: 'FIDC EXEMPLO', nomePregao: '', fundoOuClasse: 'Classe', categoriaDocumento: 'Informes Periódicos',
    tipoDocumento: 'Informe Mensal Estruturado ', especieDocumento: '', dataReferencia: '03/2025', formatoDataReferencia: '2',
    dataEntrega: delivered, versao, modalidade: versao > 1 ? 'RE' : 'AP', status: 'AC', situacaoDocumento: 'A', altaPrioridade: false,
    analisado: 'N', arquivoEstruturado: 'S', cnpjFundo: null,
  };
  fs.writeFileSync(name, JSON.stringify({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [doc] }));
  return name;
};
// a hand-made (synthetic) FIDC body declaring the fund and the month
const body = (id: number, netAssets: string) => {
  const name = path.join(env.dataDir, `fnet_body_${id}.xml`);
  fs.writeFileSync(name, `<DOC_ARQ><CAB_INFORM><DT_COMPT>03/2025</DT_COMPT><NR_CNPJ_FUNDO>${CNPJ}</NR_CNPJ_FUNDO></CAB_INFORM><LISTA_INFORM><PATRLIQ><VL_PATRIM_LIQ>${netAssets}</VL_PATRIM_LIQ></PATRLIQ></LISTA_INFORM></DOC_ARQ>`);
  return name;
};
const load = (file: string) => loadFnetFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false });

let api: RunningApi;
const restatements = rpcCalls(() => api, 'fund_restatements');
const diff = rpcCalls(() => api, 'fund_restatement_diff');
const screen = rpcCalls(() => api, 'screen_restatements');
beforeAll(async () => {
  api = await startApi(env.db);
});
afterAll(async () => {
  await api?.close();
});

describe('restatement pairs after a load', () => {
  it('each listing and body loaded changes the next call\'s pairs, diff and screen', async () => {
    const pairs = () => restatements.ok({ p_cnpj: CNPJ }).then((rows) => rows.map((r) => [r.fnet_id, r.versao, r.previous_fnet_id, r.lag_days, r.diff_status, r.n_fields_changed]));
    const screened = () => screen.ok({ p_end: '2025-04-30', p_months: 1, p_min_restatements: 1, p_min_rate_pct: 0 })
      .then((rows) => rows.map((r) => [r.cnpj, r.documents, r.restatements, r.last_restatement_id]));

    // the re-filing arrives first: nothing to pair it with yet
    await load(page('2025-04-20', 930002, '20/04/2025 10:00', 2));
    expect(await pairs()).toEqual([[930002, 2, null, null, 'no_predecessor', null]]);
    expect(await screened()).toEqual([[CNPJ, 1, 1, 930002]]);

    // the first filing, listed later: paired, bodies not held (not diffed)
    await load(page('2025-04-10', 930001, '10/04/2025 09:00', 1));
    expect(await pairs()).toEqual([[930002, 2, 930001, 10, null, null]]);
    expect(await screened()).toEqual([[CNPJ, 2, 1, 930002]]);

    // both bodies: compared, one field changed
    await load(body(930001, '1,00'));
    expect((await pairs())[0][4]).toBeNull();
    await load(body(930002, '2,00'));
    expect(await pairs()).toEqual([[930002, 2, 930001, 10, 'compared', 1]]);
    expect((await diff.ok({ p_fnet_id: 930002 })).map((r) => [r.field_path, r.change_kind, r.old_value, r.new_value]))
      .toEqual([['LISTA_INFORM/PATRLIQ/VL_PATRIM_LIQ', 'changed', '1,00', '2,00']]);

    // a third version pairs with the second, whose pair is unchanged; the screen counts two re-filings
    await load(page('2025-04-25', 930003, '25/04/2025 11:00', 3));
    expect(await pairs()).toEqual([
      [930003, 3, 930002, 5, null, null],
      [930002, 2, 930001, 10, 'compared', 1],
    ]);
    expect(await screened()).toEqual([[CNPJ, 3, 2, 930003]]);
  });
});
