// Sample IPCA item tree for a first start without internet: a small tree (the
// nine real groups, two subgroups each, one item per subgroup, two subitems per
// item) for 2018-01..2026-10, written exactly as SIDRA /values JSON answers (one
// file per year: table 1419 through 2019, 7060 from 2020, subitem codes changed
// at the boundary, one subitem renamed) and loaded through the real loader.
// Parents are the weighted means of their children and weights add up, so the
// contributions of any one level sum to the headline within rounding. One
// subitem publishes "..." for its change in 2019-06 (the NULL rule).
// Deterministic: seeded generator, no clock.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadSidraFile } from '../ingest/ibge-sidra/load.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_SIDRA_FIRST_MONTH = '2018-01';
export const SAMPLE_SIDRA_LAST_MONTH = '2026-10';
/** The subitem whose change_month is published as "..." in SAMPLE_SIDRA_HOLE_MONTH. */
export const SAMPLE_SIDRA_HOLE = { number: '1101002', month: '2019-06' };

const GROUPS = [
  'Alimentação e bebidas', 'Habitação', 'Artigos de residência', 'Vestuário', 'Transportes',
  'Saúde e cuidados pessoais', 'Despesas pessoais', 'Educação', 'Comunicação',
];
const GENERAL_CODE = 7169;

interface Node {
  number: string;
  name: string;
  level: number;
  children: Node[];
  /** classification 315 code in table 1419 and in 7060 */
  code1419: number;
  code7060: number;
  name7060: string;
}

/** The tree, general index first, in SIDRA's listing order. */
export function sampleTree(): Node[] {
  const nodes: Node[] = [];
  let leaf = 0;
  const node = (number: string, name: string, level: number, code1419: number, code7060 = code1419, name7060 = name): Node => {
    const n = { number, name, level, children: [], code1419, code7060, name7060 };
    nodes.push(n);
    return n;
  };
  const root = node('0', 'Índice geral', 0, GENERAL_CODE);
  GROUPS.forEach((groupName, g) => {
    const group = node(String(g + 1), groupName, 1, 7170 + g);
    root.children.push(group);
    for (const s of [1, 2]) {
      const subNumber = `${g + 1}${s}`;
      const sub = node(subNumber, `${groupName}: subgrupo ${s}`, 2, 7200 + g * 2 + s);
      group.children.push(sub);
      const item = node(`${subNumber}01`, `${groupName}: item ${subNumber}01`, 3, 7250 + g * 2 + s);
      sub.children.push(item);
      for (const k of [1, 2]) {
        leaf += 1;
        const number = `${subNumber}0100${k}`;
        const name = `${groupName}: subitem ${number}`;
        // subitem codes changed with the 2020-01 structure; one subitem was renamed too
        item.children.push(node(number, name, 4, 7300 + leaf, 47600 + leaf, number === '1101002' ? `${name} (nova descrição)` : name));
      }
    }
  });
  return nodes;
}

interface MonthValues {
  weight: number;
  change: number;
}

/** Monthly weights and changes of every node, leaves drawn, parents aggregated (rounded as published). */
function simulate(nodes: Node[], months: string[]): Map<string, MonthValues[]> {
  const normal = gaussian(seededRandom('ibge-sidra-sample'));
  const leaves = nodes.filter((n) => n.level === 4);
  const base = new Map(leaves.map((l) => [l.number, 0.5 + Math.abs(normal())]));
  const values = new Map<string, MonthValues[]>(nodes.map((n) => [n.number, []]));
  months.forEach((_, t) => {
    const raw = leaves.map((l) => base.get(l.number)! * (1 + 0.02 * normal()));
    const total = raw.reduce((a, b) => a + b, 0);
    const inflation = 0.35 + 0.25 * Math.sin(t / 9);
    leaves.forEach((l, i) => {
      values.get(l.number)!.push({ weight: round((100 * raw[i]) / total, 4), change: round(inflation + 0.6 * normal(), 2) });
    });
    const aggregate = (n: Node): MonthValues => {
      if (!n.children.length) return values.get(n.number)![t];
      const parts = n.children.map(aggregate);
      const weight = parts.reduce((a, p) => a + p.weight, 0);
      const change = parts.reduce((a, p) => a + p.weight * p.change, 0) / weight;
      const v = { weight: n.level === 0 ? 100 : round(weight, 4), change: round(change, 2) };
      values.get(n.number)!.push(v);
      return v;
    };
    aggregate(nodes[0]);
  });
  return values;
}

function round(x: number, places: number): number {
  const f = 10 ** places;
  return Math.round(x * f) / f;
}

/** Compounded change over the given monthly changes, percent, 2 places. */
function compound(changes: number[]): number {
  return round((changes.reduce((acc, c) => acc * (1 + c / 100), 1) - 1) * 100, 2);
}

const HEADER = {
  NC: 'Nível Territorial (Código)', NN: 'Nível Territorial', MC: 'Unidade de Medida (Código)', MN: 'Unidade de Medida', V: 'Valor',
  D1C: 'Brasil (Código)', D1N: 'Brasil', D2C: 'Variável (Código)', D2N: 'Variável', D3C: 'Mês (Código)', D3N: 'Mês',
  D4C: 'Geral, grupo, subgrupo, item e subitem (Código)', D4N: 'Geral, grupo, subgrupo, item e subitem',
};
const VARIABLES = [
  { code: '63', name: 'IPCA - Variação mensal' },
  { code: '66', name: 'IPCA - Peso mensal' },
  { code: '69', name: 'IPCA - Variação acumulada no ano' },
  { code: '2265', name: 'IPCA - Variação acumulada em 12 meses' },
];
const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let [y, m] = from.split('-').map(Number); `${y}-${String(m).padStart(2, '0')}` <= to; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return out;
}

/** Writes one SIDRA answer per year into `dir` and returns their paths. */
export function writeSampleSidra(dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const nodes = sampleTree();
  // twelve months of history before the first published month, so change_12m is defined
  const months = monthsBetween('2017-01', SAMPLE_SIDRA_LAST_MONTH);
  const values = simulate(nodes, months);
  const files: string[] = [];
  const published = months.filter((m) => m >= SAMPLE_SIDRA_FIRST_MONTH);
  for (const year of [...new Set(published.map((m) => m.slice(0, 4)))]) {
    const table = year < '2020' ? 1419 : 7060;
    const list: Record<string, string>[] = [HEADER];
    for (const variable of VARIABLES) {
      for (const month of published.filter((m) => m.startsWith(year))) {
        const t = months.indexOf(month);
        for (const n of nodes) {
          const series = values.get(n.number)!;
          const v = (() => {
            if (variable.code === '66') return series[t].weight.toFixed(4);
            if (variable.code === '63') return n.number === SAMPLE_SIDRA_HOLE.number && month === SAMPLE_SIDRA_HOLE.month ? '...' : series[t].change.toFixed(2);
            const span = variable.code === '69' ? Number(month.slice(5)) : 12;
            return compound(series.slice(t - span + 1, t + 1).map((x) => x.change)).toFixed(2);
          })();
          const [y, m] = month.split('-');
          const label = n.level === 0 ? n.name : `${n.number}.${table === 1419 ? n.name : n.name7060}`;
          list.push({
            NC: '1', NN: 'Brasil', MC: '2', MN: '%', V: v,
            D1C: '1', D1N: 'Brasil', D2C: variable.code, D2N: variable.name, D3C: `${y}${m}`, D3N: `${MONTH_NAMES[Number(m) - 1]} ${y}`,
            D4C: String(table === 1419 ? n.code1419 : n.code7060), D4N: label,
          });
        }
      }
    }
    const file = path.join(dir, `sidra_${table}_${year}.json`);
    fs.writeFileSync(file, JSON.stringify(list));
    files.push(file);
  }
  return files;
}

export async function loadSampleSidra(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of writeSampleSidra(dir)) {
    results.push(await loadSidraFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
