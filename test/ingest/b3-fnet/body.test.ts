// b3-fnet document bodies: the genuine FIDC body 857292 (DOC_ARQ) loads one row
// per leaf as filed, its totals read back balance (net assets = assets minus
// liabilities); repeated blocks are addressed by their key or position; a zip of
// bodies and downloadDocumento's base64 answer load the same; a malformed body
// names its line.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import { bodyIdOfName, parseFnetBody } from '../../../src/ingest/b3-fnet/body.js';
import { loadFnetFile } from '../../../src/ingest/b3-fnet/load.js';
import { withClient } from '../../helpers/db.js';
import { B3_FIXTURES } from '../../helpers/price-report.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';
import { zipBytes } from '../../helpers/taxa-swap.js';

const FNET = path.join(B3_FIXTURES, 'fnet');
const GENUINE = path.join(FNET, '857292.xml');
const env = useIngestDatabase();
const load = (file: string, options: { force?: boolean } = {}) => loadFnetFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, ...options });
const write = (name: string, body: string | Buffer) => {
  const at = path.join(env.dataDir, name);
  fs.writeFileSync(at, body);
  return at;
};
/** Every leaf of a body as the file shows it, one per line: <NAME>text</NAME> or <NAME/>. */
const leavesOf = (file: string) =>
  fs.readFileSync(file, 'utf8').split('\n').flatMap((line) => {
    const full = /^\s*<(\w+)>([^<]*)<\/\1>\s*$/.exec(line);
    if (full) return [{ leaf: full[1], value: full[2] === '' ? null : full[2] }];
    const empty = /^\s*<(\w+)\/>\s*$/.exec(line);
    return empty ? [{ leaf: empty[1], value: null }] : [];
  });
const fields = (id: string) =>
  withClient(env.db.superuserUrl, (c) =>
    kyselyOver(c).selectFrom('b3.fnet_document_field').select(['field_path', 'block', 'leaf', 'value']).select(sql<string | null>`number::text`.as('number')).where('id', '=', id).orderBy('field_path').execute(),
  );
const valueAt = async (id: string, fieldPath: string) => (await fields(id)).find((f) => f.field_path === fieldPath);

describe('a genuine FIDC body (857292, DOC_ARQ)', () => {
  it('loads one row per leaf, text as filed, and what the body declares', async () => {
    const result = await load(GENUINE);
    const leaves = leavesOf(GENUINE);
    expect(result).toMatchObject({ status: 'loaded', rowsRead: 1 });
    expect(result.status === 'loaded' && result.tables.map((t) => [t.table, t.inserted])).toEqual([['b3.fnet_document_body', 1], ['b3.fnet_document_field', leaves.length]]);
    const stored = await fields('857292');
    expect(stored.map((f) => [f.leaf, f.value]).sort()).toEqual(leaves.map((l) => [l.leaf, l.value]).sort());
    const body = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('b3.fnet_document_body').select(['id', 'root', 'declared_cnpj', 'declared_reference', 'fields']).execute());
    expect(body).toEqual([{ id: '857292', root: 'DOC_ARQ', declared_cnpj: '07727002000126', declared_reference: '12/2024', fields: leaves.length }]);
  });

  it('its totals balance read back: net assets = assets minus liabilities, to the cent', async () => {
    const assets = await valueAt('857292', 'LISTA_INFORM/APLIC_ATIVO/VL_SOM_APLIC_ATIVO');
    const liabilities = await valueAt('857292', 'LISTA_INFORM/PASSIV/VL_SOM_PASSIV');
    const net = await valueAt('857292', 'LISTA_INFORM/PATRLIQ/VL_SOM_PATRLIQ');
    expect([assets?.value, liabilities?.value, net?.value]).toEqual(['2849416234,85', '19982737,83', '2829433497,02']);
    expect([assets?.number, liabilities?.number, net?.number]).toEqual(['2849416234.85', '19982737.83', '2829433497.02']);
    const balance = await withClient(env.db.superuserUrl, (c) => c.query<{ d: string }>(`select (${assets!.number}::numeric - ${liabilities!.number}::numeric - ${net!.number}::numeric)::text as d`));
    expect(balance.rows[0].d).toBe('0.00');
    expect(net?.block).toBe('PATRLIQ');
  });

  it('addresses a keyed block by its key, keeps a point decimal as filed, an empty element as NULL, a code as text', async () => {
    expect(await valueAt('857292', 'LISTA_INFORM/OUTRAS_INFORM/RENT_MES/RENT_CLASSE_SENIOR[SERIE=Série 1]/PR_APURADA')).toMatchObject({ block: 'OUTRAS_INFORM', value: '0.74', number: '0.74' });
    expect(await valueAt('857292', 'LISTA_INFORM/OUTRAS_INFORM/RENT_MES/RENT_CLASSE_SUBORD[TIPO=Subordinada 1]/SERIE')).toMatchObject({ value: null, number: null });
    expect(await valueAt('857292', 'LISTA_INFORM/APLIC_ATIVO/LISTA_CEDENT_CRED_EXISTE/CEDENT_CRED_EXISTE[NR_PF_PJ_CEDENT_CRED_EXISTE=19821234000128]/PR_CEDENT_CRED_EXISTE')).toMatchObject({ value: '11,51', number: '11.51' });
    expect(await valueAt('857292', 'CAB_INFORM/NM_CLASSE')).toMatchObject({ block: 'CAB_INFORM', value: null, number: null });
    expect(await valueAt('857292', 'CAB_INFORM/NR_CNPJ_FUNDO')).toMatchObject({ value: '07727002000126', number: null });
  });

  it('is idempotent: the same bytes again are skipped, forced they change nothing', async () => {
    expect(await load(GENUINE)).toMatchObject({ status: 'skipped' });
    expect(await load(GENUINE, { force: true })).toMatchObject({ status: 'loaded', rowsInserted: 0, rowsUpdated: 0 });
  });

  it('two documents with the same bytes (a re-filing that changed nothing) both load', async () => {
    const bytes = fs.readFileSync(GENUINE);
    expect(await load(write('fnet_body_857293.xml', bytes))).toMatchObject({ status: 'loaded', rowsRead: 1 });
    expect((await fields('857293')).length).toBe((await fields('857292')).length);
  });

  it('a zip of bodies loads each member under the id its name gives', async () => {
    const zip = await zipBytes({ 'fnet_body_828381.xml': fs.readFileSync(path.join(FNET, '828381.xml')) });
    expect(await load(write('fnet_bodies.zip', zip))).toMatchObject({ status: 'loaded', rowsRead: 1 });
    expect(await valueAt('828381', 'LISTA_INFORM/PATRLIQ/VL_SOM_PATRLIQ')).toMatchObject({ value: '2825970778,82' });
  });
});

describe('what downloadDocumento serves and what a body is named', () => {
  it('a base64 answer (bare or JSON-quoted) is the same body', () => {
    const bytes = fs.readFileSync(GENUINE);
    const plain = parseFnetBody(bytes, '857292.xml', '857292');
    expect(parseFnetBody(Buffer.from(bytes.toString('base64')), 'fnet_body_857292.xml', '857292')).toEqual(plain);
    expect(parseFnetBody(Buffer.from(JSON.stringify(bytes.toString('base64'))), 'fnet_body_857292.xml', '857292')).toEqual(plain);
  });
  it('the id comes from the name', () => {
    expect([bodyIdOfName('857292.xml'), bodyIdOfName('fnet_body_857292.xml'), bodyIdOfName('fnet_2025-02-14_s0.json')]).toEqual(['857292', '857292', null]);
  });
  it('a block repeated without a key is addressed by position', () => {
    const xml = '<DOC_ARQ><LISTA_INFORM><LISTA_CEDENT><CEDENT><PR_CEDENT>1,0</PR_CEDENT></CEDENT><CEDENT><PR_CEDENT>2,0</PR_CEDENT></CEDENT></LISTA_CEDENT></LISTA_INFORM></DOC_ARQ>';
    expect(parseFnetBody(Buffer.from(xml), '1.xml', '1').fields.map((f) => [f[1], f[4]])).toEqual([
      ['LISTA_INFORM/LISTA_CEDENT/CEDENT[#1]/PR_CEDENT', '1,0'],
      ['LISTA_INFORM/LISTA_CEDENT/CEDENT[#2]/PR_CEDENT', '2,0'],
    ]);
  });
});

describe('refusals name where', () => {
  it('an amount that is not a number names its line and element', async () => {
    const file = path.join(FNET, 'fnet_body_900001.xml');
    expect((await expectIngestFileError(load(file))).message).toBe('fnet_body_900001.xml line 8: "41274,4x" is not a decimal number in column VL_DISPONIB');
  });
  it('malformed XML, another root, not XML at all, a name without an id', async () => {
    expect((await expectIngestFileError(load(write('fnet_body_2.xml', '<DOC_ARQ>\n<A>1</B>\n</DOC_ARQ>')))).message).toMatch(/^fnet_body_2\.xml line 2: malformed XML: /);
    expect((await expectIngestFileError(load(write('fnet_body_3.xml', '<html>\n<body/>\n</html>')))).message).toBe('fnet_body_3.xml line 1: root element html is not a monthly report body (DOC_ARQ or DadosEconomicoFinanceiros)');
    expect((await expectIngestFileError(load(write('fnet_body_4.xml', 'Documento não encontrado')))).message).toBe('fnet_body_4.xml line 1: is not XML (nor the base64 of an XML body, as downloadDocumento serves it)');
    const zip = await zipBytes({ 'body.xml': '<DOC_ARQ/>' });
    expect((await expectIngestFileError(load(write('fnet_bodies_2.zip', zip)))).message).toBe('fnet_bodies_2.zip member body.xml: is not named for a document id (<id>.xml or fnet_body_<id>.xml)');
  });
});
