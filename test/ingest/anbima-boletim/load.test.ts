// anbima-boletim loader. No ANBIMA workbook is public under a licence we can
// ship, so the file loaded is the synthetic edition the sample writes with
// exceljs in the published layout (pages 4, 5, 8, 9, 11, 13: title lines,
// class names printed twice, the last month as text, notes); expectations are
// read off the sheets it was written from, never off the parser. Altered
// copies are refused naming sheet, row and column.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kyselyOver } from '../../../src/db/kysely.js';
import ExcelJS from 'exceljs';
import { loadBoletimFile } from '../../../src/ingest/anbima-boletim/load.js';
import { parseBoletim } from '../../../src/ingest/anbima-boletim/parse.js';
import { sampleBoletimSheets, SAMPLE_CLASSES } from '../../../src/sample/anbima-boletim/index.js';
import { writeBoletim, type ClassSheet, type TypeSheet } from '../../../src/sample/anbima-boletim/workbook.js';
import { withClient } from '../../helpers/db.js';
import { expectIngestFileError, useIngestDatabase } from '../support.js';

const env = useIngestDatabase();
const load = (file: string, force = false) => loadBoletimFile(file, { ownerUrl: env.db.superuserUrl, dataDir: env.dataDir, progress: false, force });
type Sheets = (ClassSheet | TypeSheet)[];
async function written(name: string, alter: (sheets: Sheets) => Sheets = (s) => s): Promise<string> {
  const file = path.join(env.dataDir, name);
  await writeBoletim(file, alter(sampleBoletimSheets()));
  return file;
}
const sheet = <T extends ClassSheet | TypeSheet>(sheets: Sheets, page: string) => sheets.find((s) => s.name.startsWith(page)) as T;
const stored = (where: { metric: string; level?: string; category?: string }) =>
  withClient(env.db.superuserUrl, (c) => {
    let q = kyselyOver(c)
      .selectFrom('anbima.class_monthly')
      .select([sql<string>`reference_date::text`.as('month'), 'category', 'type_id', 'type_name', 'level', sql<string>`value::text`.as('value'), sql<string>`edition::text`.as('edition')])
      .where('metric', '=', where.metric);
    if (where.level) q = q.where('level', '=', where.level);
    if (where.category) q = q.where('category', '=', where.category);
    return q.orderBy('reference_date').orderBy('category').orderBy('type_name').execute();
  });
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('the synthetic edition (written in the published layout)', () => {
  it('loads every figure once: a class printed on a class and a type sheet is one row', async () => {
    const result = await load(await written('boletim_2026_10.xlsx'));
    expect(result).toMatchObject({ status: 'loaded', firstPeriod: '2023-01-01', lastPeriod: '2026-10-01' });
    const sheets = sampleBoletimSheets();
    const pl = sheet<ClassSheet>(sheets, 'Pág. 4');
    // Pág. 4: one figure per month and class (the Total column is not read)
    const expected = pl.rows.flatMap((row) =>
      SAMPLE_CLASSES.map((c, k) => ({ month: iso(row.period as Date), category: c.name, type_id: null, type_name: c.name, level: 'category', value: String(row.values[k]), edition: '2026-10-01' })),
    );
    const got = await stored({ metric: 'pl_brl_mm', level: 'category' });
    expect(got).toEqual(expected.sort((a, b) => a.month.localeCompare(b.month) || a.category.localeCompare(b.category)));
  });

  it('types keep their code and their class; Cambial is a class and a type of the same name', async () => {
    const cambial = (await stored({ metric: 'pl_brl_mm', category: 'Cambial' })).filter((r) => r.month === '2026-10-01');
    expect(cambial.map((r) => [r.level, r.type_id, r.type_name])).toEqual([['category', null, 'Cambial'], ['type', 251, 'Cambial']]);
    expect(cambial[0].value).toBe(cambial[1].value); // one type: the class is that type
    const fiagro = (await stored({ metric: 'pl_brl_mm', category: 'FIAGRO', level: 'type' })).map((r) => r.type_name);
    expect(new Set(fiagro)).toEqual(new Set(['FIAGRO'])); // 'FIAGRO (11)': the footnote marker dropped
    const fii = (await stored({ metric: 'rentabilidade_pct', category: 'FII' })).filter((r) => r.month === '2026-10-01');
    expect(fii.map((r) => [r.level, r.type_id, r.type_name])).toEqual([['type', null, 'FII Papel'], ['type', null, 'FII Tijolo']]);
  });

  it('the returns page: a month per column, the last printed as text; "No ano" and "12 meses" dated at the edition', async () => {
    const returns = sheet<TypeSheet>(sampleBoletimSheets(), 'Pág.11');
    const row = returns.rows.find((r) => r.label === 'Ações Livre')!;
    const months = returns.months.map(iso);
    const monthly = (await stored({ metric: 'rentabilidade_pct', category: 'Ações', level: 'type' })).filter((r) => r.type_name === 'Ações Livre');
    expect(monthly.map((r) => [r.month, r.value])).toEqual(months.map((m, i) => [m, String(row.values[i])]));
    expect(months.at(-1)).toBe('2026-10-01');
    const ytd = (await stored({ metric: 'rentabilidade_ytd_pct', category: 'Ações' })).find((r) => r.type_name === 'Ações Livre')!;
    expect([ytd.month, ytd.value]).toEqual(['2026-10-01', String(row.values[months.length])]);
    const twelve = (await stored({ metric: 'rentabilidade_12m_pct', category: 'Ações' })).find((r) => r.type_name === 'Ações Livre')!;
    expect(twelve.value).toBe(String(row.values[months.length + 1]));
    // the page prints its classes as bare labels: no class-level return
    expect(await stored({ metric: 'rentabilidade_pct', level: 'category' })).toEqual([]);
  });

  it("Pág. 8: a month row is the month's flow, a year row the year's flow dated at its last month held", async () => {
    const flows = sheet<ClassSheet>(sampleBoletimSheets(), 'Pág. 8');
    const year = (y: number) => flows.rows.find((r) => r.period === y)!.values[0];
    const ytd = await stored({ metric: 'captacao_liquida_ytd_brl_mm', level: 'category', category: 'Renda Fixa' });
    expect(ytd.map((r) => [r.month, r.value])).toEqual([
      ['2023-12-01', String(year(2023))],
      ['2024-12-01', String(year(2024))],
      ['2025-12-01', String(year(2025))],
      ['2026-10-01', String(year(2026))],
    ]);
    const month = flows.rows.find((r) => r.period === 202602)!.values[0];
    expect((await stored({ metric: 'captacao_liquida_brl_mm', level: 'category', category: 'Renda Fixa' })).find((r) => r.month === '2026-02-01')!.value).toBe(String(month));
  });

  it('industry totals are filed under TOTAL', async () => {
    const totals = await stored({ metric: 'pl_brl_mm', level: 'total' });
    expect(new Set(totals.map((r) => `${r.category}/${r.type_name}`))).toEqual(new Set(['TOTAL/Total Geral']));
    expect(totals.length).toBe(19);
  });

  it('a blank cell is no row, never 0', async () => {
    const file = await written('boletim_blank.xlsx', (sheets) => {
      const pl = sheet<ClassSheet>(sheets, 'Pág. 4');
      (pl.rows[0].values as (number | string | null)[])[1] = null; // Ações, 2023-01
      (pl.rows[1].values as (number | string | null)[])[1] = '-'; // Ações, 2023-02
      return sheets;
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows = parseBoletim(workbook, 'boletim_blank.xlsx').rows.filter((r) => r[1] === 'Ações' && r[4] === 'category' && r[5] === 'pl_brl_mm');
    expect(rows.map((r) => r[0]).slice(0, 2)).toEqual(['2023-03-01', '2023-04-01']);
  });
});

describe('editions', () => {
  it('a newer edition revises a month; an older edition loaded later changes nothing', async () => {
    const newer = await written('boletim_2026_11.xlsx', (sheets) => {
      const pl = sheet<ClassSheet>(sheets, 'Pág. 4');
      (pl.rows[24].values as number[])[0] = 123456.78; // Renda Fixa 2025-01, revised
      (pl.rows as ClassSheet['rows'][number][]).push({ period: new Date('2026-11-01T00:00:00Z'), values: SAMPLE_CLASSES.map(() => 1) });
      return sheets;
    });
    expect(await load(newer)).toMatchObject({ status: 'loaded', lastPeriod: '2026-11-01' });
    const revised = async () => (await stored({ metric: 'pl_brl_mm', level: 'category', category: 'Renda Fixa' })).find((r) => r.month === '2025-01-01')!;
    expect(await revised()).toMatchObject({ value: '123456.78', edition: '2026-11-01' });
    expect(await load(await written('boletim_2026_10.xlsx'), true)).toMatchObject({ status: 'loaded', rowsUpdated: 0 });
    expect(await revised()).toMatchObject({ value: '123456.78', edition: '2026-11-01' });
  });
});

describe('refusals name sheet, row and column', () => {
  const refused = async (name: string, alter: (sheets: Sheets) => Sheets) => (await expectIngestFileError(load(await written(name, alter)))).message;

  it('a figure that is not a number', async () => {
    const message = await refused('bad_figure.xlsx', (sheets) => {
      (sheet<ClassSheet>(sheets, 'Pág. 4').rows[14].values as (number | string)[])[0] = 'n/d';
      return sheets;
    });
    // title lines 1-3, header 4, footnoted header 5, 2023-01 on row 6: 2024-03 is row 20
    expect(message).toBe('bad_figure.xlsx sheet "Pág. 4 - PL por Classe" row 20: "n/d" is not a number in column B (Renda Fixa)');
  });

  it('a sheet missing', async () => {
    expect(await refused('no_returns.xlsx', (sheets) => sheets.filter((s) => !s.name.startsWith('Pág.11')))).toMatch(
      /^no_returns\.xlsx: no sheet "Pág\. 11": not an ANBIMA fund bulletin, or an edition laid out otherwise \(sheets: Pág\. 4 - PL por Classe, /,
    );
  });

  it('a class sheet whose header names no class', async () => {
    const message = await refused('no_header.xlsx', (sheets) => sheets.map((s) => (s.name.startsWith('Pág. 13') ? { ...(s as ClassSheet), classes: (s as ClassSheet).classes.map((_, i) => `Coluna ${i}`) } : s)));
    expect(message).toBe('no_header.xlsx sheet "Pág. 13 - N° de Fundos": no header row naming the ANBIMA classes (Renda Fixa, Ações, Multimercados, ...)');
  });

  it('a class column the loader does not know', async () => {
    const message = await refused('new_class.xlsx', (sheets) => sheets.map((s) => (s.name.startsWith('Pág. 4') ? { ...(s as ClassSheet), classes: [...(s as ClassSheet).classes, 'Cripto'] } : s)));
    expect(message).toBe('new_class.xlsx sheet "Pág. 4 - PL por Classe" row 4: column N "Cripto" is neither an ANBIMA class nor a total');
  });

  it('a figure on a row with no period', async () => {
    const message = await refused('no_period.xlsx', (sheets) => {
      (sheet<ClassSheet>(sheets, 'Pág. 13').rows[2] as { period: unknown }).period = 'março';
      return sheets;
    });
    expect(message).toBe('no_period.xlsx sheet "Pág. 13 - N° de Fundos" row 8: a figure in column B (Renda Fixa) on a row with no month or year left of column B');
  });

  it('a type before any class row', async () => {
    const message = await refused('orphan_type.xlsx', (sheets) => {
      (sheet<TypeSheet>(sheets, 'Pág. 5').rows as TypeSheet['rows'][number][]).unshift({ code: 999, label: 'Tipo Solto', values: [1] });
      return sheets;
    });
    expect(message).toBe('orphan_type.xlsx sheet "Pág. 5 - PL por Tipo" row 5: the type "Tipo Solto" (code 999) comes before any class row');
  });

  it('a row that is neither a class, a type nor a total', async () => {
    const message = await refused('stray_row.xlsx', (sheets) => {
      (sheet<TypeSheet>(sheets, 'Pág. 9').rows as TypeSheet['rows'][number][]).splice(1, 0, { label: 'Cripto Livre', values: [1] });
      return sheets;
    });
    expect(message).toBe('stray_row.xlsx sheet "Pág. 9 - Cap. Líq. por Tipo" row 6: "Cripto Livre" is neither an ANBIMA class, a type under one (with its code, or named after its class) nor a total');
  });

  it('the same figure printed differently on two sheets', async () => {
    const message = await refused('disagree.xlsx', (sheets) => {
      const rf = sheet<TypeSheet>(sheets, 'Pág. 5').rows[0];
      (rf.values as number[])[0] += 1; // Renda Fixa 2025-04 on Pág. 5, not as on Pág. 4
      return sheets;
    });
    expect(message).toBe(
      'disagree.xlsx sheet "Pág. 5 - PL por Tipo" row 5 column C: repeats the key (reference_date=2025-04-01, category=Renda Fixa, type_name=Renda Fixa, level=category, metric=pl_brl_mm) of sheet "Pág. 4 - PL por Classe" row 33 column B with different values',
    );
  });

  it('not a workbook', async () => {
    const file = path.join(env.dataDir, 'boletim.xlsx');
    fs.writeFileSync(file, 'not a zip');
    expect((await expectIngestFileError(load(file))).message).toMatch(/^boletim\.xlsx: not an XLSX workbook: /);
  });
});
