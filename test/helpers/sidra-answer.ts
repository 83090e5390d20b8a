// Builds SIDRA /values JSON answers for tests: the header row, then one
// observation per (variable, month, node), every field a string as SIDRA sends.
import fs from 'node:fs';
import path from 'node:path';

export interface SidraNode {
  code: number;
  /** As published: "1101.Cereais" or "Índice geral". */
  label: string;
  /** Per month YYYY-MM: the published text of each variable (missing = not sent). */
  values: Record<string, { v63?: string; v66?: string; v69?: string; v2265?: string }>;
}

export const SIDRA_HEADER = {
  NC: 'Nível Territorial (Código)', NN: 'Nível Territorial', MC: 'Unidade de Medida (Código)', MN: 'Unidade de Medida', V: 'Valor',
  D1C: 'Brasil (Código)', D1N: 'Brasil', D2C: 'Variável (Código)', D2N: 'Variável', D3C: 'Mês (Código)', D3N: 'Mês',
  D4C: 'Geral, grupo, subgrupo, item e subitem (Código)', D4N: 'Geral, grupo, subgrupo, item e subitem',
};

export function sidraObservation(variable: string, month: string, code: number, label: string, value: string): Record<string, string> {
  return {
    NC: '1', NN: 'Brasil', MC: '2', MN: '%', V: value, D1C: '1', D1N: 'Brasil', D2C: variable, D2N: `IPCA - variável ${variable}`,
    D3C: month.replace('-', ''), D3N: month, D4C: String(code), D4N: label,
  };
}

export function sidraAnswer(nodes: SidraNode[]): Record<string, string>[] {
  const list: Record<string, string>[] = [SIDRA_HEADER];
  for (const node of nodes) {
    for (const [month, vars] of Object.entries(node.values)) {
      for (const [key, value] of Object.entries(vars)) {
        if (value !== undefined) list.push(sidraObservation(key.slice(1), month, node.code, node.label, value));
      }
    }
  }
  return list;
}

export function writeJson(dir: string, name: string, value: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}
