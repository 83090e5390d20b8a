// b3-fnet loader: a hand-made search page in the documented shape (section 4 of
// the format notes: one delivery day, cnpjFundo null on every row) loads every
// document with the fund taken from the query; every version is its own id;
// loading again changes nothing; a malformed page names the record and field.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { fnetQueryOfName, loadFnetFile } from '../../../src/ingest/b3-fnet/load.js';
import { withClient } from '../../helpers/db.js';
import { B3_FIXTURES } from '../../helpers/price-report.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const PAGE_NAME = 'fnet_2025-02-14_tipo2_cnpj11222333000144_s0.json';
const PAGE = path.join(B3_FIXTURES, PAGE_NAME);
const env = useIngestDatabase();
const load = (file: string, options: { cnpj?: string; tipoFundo?: 1 | 2 | 3; force?: boolean } = {}) => loadFnetFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...options });
const write = (name: string, body: unknown) => {
  const at = path.join(env.dataDir, name);
  fs.writeFileSync(at, typeof body === 'string' ? body : JSON.stringify(body));
  return at;
};
const stored = () =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c)
      .selectFrom('b3.fnet_document')
      .select(['id', 'tipo_documento', 'data_referencia', 'versao', 'modalidade', 'status', 'arquivo_estruturado', 'alta_prioridade'])
      .select(sql<string | null>`reference_date::text`.as('reference_date'))
      .select(sql<string>`data_entrega::text`.as('data_entrega'))
      .orderBy('id')
      .execute(),
  );
const links = () => withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.fnet_document_fund').select(['id', 'cnpj', 'tipo_fundo']).orderBy('id').orderBy('cnpj').execute());

describe('a search page', () => {
  it('loads every document as listed, versions as their own ids, the fund from the query', async () => {
    const page = JSON.parse(fs.readFileSync(PAGE, 'utf8'));
    expect(page.data.every((d: { cnpjFundo: unknown }) => d.cnpjFundo === null)).toBe(true);
    const result = await load(PAGE);
    expect(result).toMatchObject({ status: 'loaded', rowsRead: page.data.length });
    expect(result.status === 'loaded' && result.tables.map((t) => [t.table, t.inserted])).toEqual([['b3.fnet_document', page.data.length], ['b3.fnet_document_fund', page.data.length]]);
    const br = (t: string) => t.replace(/^(\d\d)\/(\d\d)\/(\d{4}) (\d\d:\d\d)$/, '$3-$2-$1 $4:00');
    const refDate = (t: string, f: string) => (f === '2' ? `${t.slice(3, 7)}-${t.slice(0, 2)}-01` : `${t.slice(6, 10)}-${t.slice(3, 5)}-${t.slice(0, 2)}`);
    expect(await stored()).toEqual(
      page.data.map((d: Record<string, string | number | boolean>) => ({
        id: String(d.id), tipo_documento: d.tipoDocumento, data_referencia: d.dataReferencia, versao: d.versao, modalidade: d.modalidade, status: d.status,
        arquivo_estruturado: d.arquivoEstruturado, alta_prioridade: String(d.altaPrioridade),
        reference_date: refDate(String(d.dataReferencia), String(d.formatoDataReferencia)), data_entrega: br(String(d.dataEntrega)),
      })),
    );
    // the trailing space of a tipoDocumento is kept as published
    expect((await stored())[0].tipo_documento).toBe('Informe Mensal Estruturado ');
    expect(await links()).toEqual(page.data.map((d: { id: number }) => ({ id: String(d.id), cnpj: '11222333000144', tipo_fundo: 2 })));
  });

  it('is idempotent by document id: the same page again changes nothing, even forced', async () => {
    expect(await load(PAGE)).toMatchObject({ status: 'skipped' });
    expect(await load(PAGE, { force: true })).toMatchObject({ status: 'loaded', rowsInserted: 0, rowsUpdated: 0 });
  });

  it('a page listed for another fund links its documents to that fund too (the name says the query)', async () => {
    const bytes = fs.readFileSync(PAGE, 'utf8');
    expect(await load(write('fnet_2025-02-14_tipo2_cnpj99888777000166_s0.json', bytes))).toMatchObject({ status: 'loaded', rowsInserted: 4 });
    expect((await links()).filter((l) => l.cnpj === '99888777000166').length).toBe(4);
  });

  it('a page saved under another name takes the fund from --cnpj; an unfiltered page links nothing', async () => {
    const one = { draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [{ id: 777, dataEntrega: '01/03/2025 08:00', versao: 1, cnpjFundo: null }] };
    expect(await load(write('saved.json', one), { cnpj: '33444555000166' })).toMatchObject({ status: 'loaded', rowsInserted: 2 });
    expect((await links()).filter((l) => l.id === '777')).toEqual([{ id: '777', cnpj: '33444555000166', tipo_fundo: null }]);
    const two = { ...one, data: [{ ...one.data[0], id: 778 }] };
    expect(await load(write('fnet_2025-03-01_s0.json', two))).toMatchObject({ status: 'loaded', rowsInserted: 1 });
    expect((await links()).filter((l) => l.id === '778')).toEqual([]);
    // a missing field is NULL, never a guess
    const [row] = (await stored()).filter((r) => r.id === '778');
    expect(row).toMatchObject({ versao: 1, tipo_documento: null, reference_date: null, data_entrega: '2025-03-01 08:00:00' });
  });

  it('reads the query back from the saved name', () => {
    expect(fnetQueryOfName(PAGE_NAME)).toEqual({ cnpj: '11222333000144', tipoFundo: 2 });
    expect(fnetQueryOfName('fnet_2025-02-14_s200.json')).toEqual({});
  });
});

describe('refusals name where', () => {
  const page = (doc: Record<string, unknown>) => ({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [{ id: 1, dataEntrega: '14/02/2025 18:31', versao: 1, ...doc }] });
  it('not JSON, or no data list', async () => {
    expect((await expectIngestFileError(load(write('fnet_a_s0.json', '<html>')))).message).toMatch(/^fnet_a_s0\.json: not valid JSON/);
    expect((await expectIngestFileError(load(write('fnet_b_s0.json', { value: [] })))).message).toBe('fnet_b_s0.json: JSON without a "data" list (expected the FNET search answer {draw,recordsTotal,recordsFiltered,data})');
  });
  it('a delivery time that is not dd/mm/yyyy HH:MM', async () => {
    expect((await expectIngestFileError(load(write('fnet_c_s0.json', page({ dataEntrega: '2025-02-14T18:31' }))))).message).toBe('fnet_c_s0.json record 1: "2025-02-14T18:31" is not a time dd/mm/yyyy HH:MM in column dataEntrega');
  });
  it('a reference date that does not match its format', async () => {
    expect((await expectIngestFileError(load(write('fnet_d_s0.json', page({ dataReferencia: '14/02/2025', formatoDataReferencia: '2' }))))).message).toBe('fnet_d_s0.json record 1: "14/02/2025" is not a reference date of format "2" (2 mm/yyyy, 3 dd/mm/yyyy, 4 dd/mm/yyyy HH:MM) in column dataReferencia');
  });
  it('an id that is not an integer, and a missing id', async () => {
    expect((await expectIngestFileError(load(write('fnet_e_s0.json', page({ id: 'x1' }))))).message).toBe('fnet_e_s0.json record 1: "x1" is not an integer in column id');
    expect((await expectIngestFileError(load(write('fnet_f_s0.json', page({ id: null }))))).message).toBe('fnet_f_s0.json record 1: missing, it is required in column id');
  });
  it('the same id listed twice with different fields', async () => {
    const twice = { draw: 1, recordsTotal: 2, recordsFiltered: 2, data: [{ id: 5, dataEntrega: '14/02/2025 18:31', versao: 1 }, { id: 5, dataEntrega: '14/02/2025 18:32', versao: 1 }] };
    expect((await expectIngestFileError(load(write('fnet_g_s0.json', twice)))).message).toMatch(/^fnet_g_s0\.json record 2: /);
  });
  it('a --cnpj that disagrees with the name', async () => {
    expect((await expectIngestFileError(load(PAGE, { cnpj: '00000000000191' }))).message).toBe(`${PAGE_NAME}: the query is ambiguous: cnpj 00000000000191 from the flags, 11222333000144 from the file name`);
  });
});
