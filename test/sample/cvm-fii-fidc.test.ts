// The cvm-fii-fidc sample set: the same bytes on every run, CVM's formats, and
// once loaded through the real loaders a monthly fund series that shows the
// awkward cases (late starter, fund that stops, cancelled fund, re-filed month,
// blank values) as the rules say.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { day, kyselyOver } from '../../src/db/kysely.js';
import { loadMissingSamples } from '../../src/sample/first-start.js';
import { SAMPLE_SETS } from '../../src/sample/sets.js';
import { BLANK as FIDC_BLANK } from '../../src/sample/cvm-fii-fidc/fidc.js';
import { SHARED_ORIGINATOR, STRUCTURE_CASES } from '../../src/sample/cvm-fii-fidc/structure.js';
import { BLANK as FII_BLANK, REFILED } from '../../src/sample/cvm-fii-fidc/fii.js';
import { writeSampleFiiFidc } from '../../src/sample/cvm-fii-fidc/index.js';
import { reportsIn, SAMPLE_MONTHS, sampleFundsOf } from '../../src/sample/cvm-universe.js';
import { withClient } from '../helpers/db.js';
import { tempDir, useIngestDatabase } from '../ingest/support.js';

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function firstLineOf(zipFile: string, member: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipFile, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== member) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks).toString('latin1').split('\r\n')[0]);
          });
        });
      });
      zip.on('end', () => reject(new Error(`no member ${member}`)));
      zip.readEntry();
    });
  });
}

describe('sample FII and FIDC archives', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('are the same bytes on every run: yearly FII archives, HIST FIDC years before 2025 then monthly archives, both FII header generations', async () => {
    const [a, b] = [tempDir(), tempDir()];
    dirs.push(a, b);
    const first = await writeSampleFiiFidc(a);
    const second = await writeSampleFiiFidc(b);
    expect([...first.fii, ...first.fidc].map(sha)).toEqual([...second.fii, ...second.fidc].map(sha));
    expect(first.fii.map((f) => path.basename(f))).toEqual(['inf_mensal_fii_2023.zip', 'inf_mensal_fii_2024.zip', 'inf_mensal_fii_2025.zip', 'inf_mensal_fii_2026.zip']);
    expect(first.fidc.map((f) => path.basename(f)).slice(0, 3)).toEqual(['inf_mensal_fidc_2023.zip', 'inf_mensal_fidc_2024.zip', 'inf_mensal_fidc_202501.zip']);
    expect(first.fidc).toHaveLength(2 + 22);
    expect(await firstLineOf(first.fii[0], 'inf_mensal_fii_geral_2023.csv')).toMatch(/^CNPJ_Fundo;Data_Referencia;Versao;Data_Entrega;Nome_Fundo;/);
    expect(await firstLineOf(first.fii[1], 'inf_mensal_fii_geral_2024.csv')).toMatch(/^Tipo_Fundo_Classe;CNPJ_Fundo_Classe;Data_Referencia;Versao;Data_Entrega;Nome_Fundo_Classe;/);
    expect(await firstLineOf(first.fidc[0], 'inf_mensal_fidc_tab_IV_202311.csv')).toBe('TP_FUNDO_CLASSE;CNPJ_FUNDO_CLASSE;DENOM_SOCIAL;DT_COMPTC;TAB_IV_A_VL_PL;TAB_IV_B_VL_PL_MEDIO');
  });
});

describe('loading the cvm-fii-fidc sample', () => {
  const env = useIngestDatabase();
  const fii = sampleFundsOf('fii');
  const fidc = sampleFundsOf('fidc');
  const series = (family: string, cnpj: string) =>
    withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c)
        .selectFrom('cvm.fund_month')
        .select((eb) => [
          eb.cast<string>('period', 'text').as('period'),
          ...(['nav', 'quotaholders', 'monthly_yield', 'delinquency'] as const).map((column) => eb.cast<string | null>(column, 'text').as(column)),
        ])
        .where('entity_type', '=', family)
        .where('cnpj', '=', cnpj)
        .orderBy('period')
        .execute(),
    );

  it('loads every archive through the real loaders, marked synthetic, one fund_month row per reported fund-month', async () => {
    const loads = await loadMissingSamples(env.db.superuserUrl, env.dataDir, { progress: false }, SAMPLE_SETS.filter((s) => s.name === 'cvm-fii-fidc'));
    expect(loads.map((l) => [l.set, l.results.length, l.results.every((r) => r.status === 'loaded')])).toEqual([['cvm-fii-fidc', 28, true]]);
    const counts = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c).selectFrom('cvm.fund_month').select((eb) => ['entity_type', eb.fn.countAll<string>().as('n')]).groupBy('entity_type').orderBy('entity_type').execute(),
    );
    const reported = (funds: typeof fii) => funds.reduce((n, f) => n + SAMPLE_MONTHS.filter((m) => reportsIn(f, m)).length, 0);
    expect(counts).toEqual([
      { entity_type: 'fidc', n: String(reported(fidc)) },
      { entity_type: 'fii', n: String(reported(fii)) },
    ]);
    const log = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c).selectFrom('ingest.ingest_log').select(sql<boolean>`bool_and(synthetic)`.as('all_synthetic')).executeTakeFirstOrThrow(),
    );
    expect(log.all_synthetic).toBe(true);
    const oldTypes = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c).selectFrom('cvm.fii_monthly_geral').select('fund_type').distinct().where('reference_date', '<', day('2024-01-01')).execute(),
    );
    expect(oldTypes).toEqual([{ fund_type: null }]);
  });

  it('a late starter begins in 2024-09, a fund that stops ends in 2025-06, a cancelled fund ends in 2024-12', async () => {
    for (const [family, funds] of [['fii', fii], ['fidc', fidc]] as const) {
      const late = await series(family, funds[5].cnpj);
      const stops = await series(family, funds[7].cnpj);
      const cancelled = await series(family, funds[13].cnpj);
      expect([late[0].period.slice(0, 7), stops.at(-1)!.period.slice(0, 7), cancelled.at(-1)!.period.slice(0, 7)], family).toEqual(['2024-09', '2025-06', '2024-12']);
    }
  });

  it('the re-filed FII month serves version 2; the blank FII month has NULL quotaholders and yield; the blank FIDC month NULL nav and delinquency', async () => {
    const cnpj = fii[REFILED.index].cnpj;
    const versions = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c)
        .selectFrom('cvm.fii_monthly_complemento')
        .select((eb) => ['version', eb.cast<string | null>('patrimonio_liquido', 'text').as('patrimonio_liquido')])
        .where('cnpj', '=', cnpj)
        .where('reference_date', '=', day(`${REFILED.month}-01`))
        .orderBy('version')
        .execute(),
    );
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect((await series('fii', cnpj)).find((r) => r.period === `${REFILED.month}-01`)!.nav).toBe(versions[1].patrimonio_liquido);

    const blankFii = (await series('fii', fii[FII_BLANK.index].cnpj)).find((r) => r.period === `${FII_BLANK.month}-01`)!;
    expect([blankFii.nav !== null, blankFii.quotaholders, blankFii.monthly_yield]).toEqual([true, null, null]);

    const blankFidc = (await series('fidc', fidc[FIDC_BLANK.index].cnpj)).find((r) => r.period === '2025-08-31')!;
    expect([blankFidc.nav, blankFidc.delinquency]).toEqual([null, null]);
    // a FIDC holding only receivables without transfer of risk files no tab V row; its delinquency is tab VI's total
    const onlyVI = (await series('fidc', fidc[0].cnpj)).at(-1)!;
    const vi = await withClient(env.db.superuserUrl, (c) =>
      kyselyOver(c)
        .selectFrom('cvm.fidc_tab_vi')
        .select((eb) => eb.cast<string | null>('tab_vi_b_vl_dircred_inad', 'text').as('total'))
        .where('cnpj', '=', fidc[0].cnpj)
        .where('reference_date', '=', day(onlyVI.period))
        .executeTakeFirstOrThrow(),
    );
    expect(onlyVI.delinquency).toBe(vi.total);
    const tabV = await withClient(env.db.superuserUrl, (c) => kyselyOver(c).selectFrom('cvm.fidc_tab_v').select('cnpj').where('cnpj', '=', fidc[0].cnpj).execute());
    expect(tabV).toEqual([]);
  });

  it('files the structure tabs with their awkward cases: a CPF and a placeholder slot, shares above 100, a blank guarantee, a series with flows only', async () => {
    const q = <T,>(text: string, params: unknown[]) => withClient(env.db.superuserUrl, async (c) => (await c.query(text, params)).rows as T[]);
    const slots = await q<{ slot: number; cedente_kind: string; cedente_cnpj: string | null }>(
      `select slot, cedente_kind, cedente_cnpj from cvm.fidc_cedente_slot where cnpj = $1 and reference_date = '2026-10-31' and block = 'A' order by slot`,
      [fidc[STRUCTURE_CASES.cpfAndPlaceholder].cnpj],
    );
    // slot 3 is filed without its share, slot 9 holds the all-9s placeholder (not an originator)
    expect(slots.map((r) => [r.slot, r.cedente_kind, r.cedente_cnpj === null])).toEqual([[1, 'cnpj', false], [2, 'cnpj', false], [3, 'cnpj', false], [4, 'cpf', true]]);
    const shared = await q<{ n: string }>(`select count(distinct cnpj)::text as n from cvm.fidc_cedente_slot where cedente_cnpj = $1`, [SHARED_ORIGINATOR]);
    expect(Number(shared[0].n)).toBe(fidc.filter((_, i) => i % 3 === 0).length);
    const above = await q<{ share: string; pct: string }>(
      `select i.tab_i2a12_pr_cedente_1::text as share, g.tab_x_pr_garantia_dircred::text as pct from cvm.fidc_tab_i i join cvm.fidc_tab_x_7 g using (cnpj, reference_date) where i.cnpj = $1 and i.reference_date = '2026-10-31'`,
      [fidc[STRUCTURE_CASES.aboveHundred.index].cnpj],
    );
    expect(above).toEqual([{ share: '120.50', pct: '113.42' }]);
    const blank = await q<{ v: string | null }>(`select tab_x_vl_garantia_dircred::text as v from cvm.fidc_tab_x_7 where cnpj = $1 limit 1`, [fidc[STRUCTURE_CASES.blankGuarantee].cnpj]);
    expect(blank).toEqual([{ v: null }]);
    const unfiled = await q<{ n: string }>(
      `select count(*)::text as n from cvm.fidc_tab_x_4 f where f.tab_x_classe_serie = 'Mezanino' and not exists (select 1 from cvm.fidc_tab_x_2 t where t.cnpj = f.cnpj and t.reference_date = f.reference_date and t.tab_x_classe_serie = 'Mezanino')`,
      [],
    );
    expect(Number(unfiled[0].n)).toBeGreaterThan(0);
  });
});
