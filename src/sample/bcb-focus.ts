// Sample Focus survey for a first start without internet: weekly survey dates
// (Fridays) 2022-01..2026-10 on the four endpoints the api serves, both
// calculation bases, written exactly as Olinda Expectativas JSON answers (one
// file per endpoint, with @odata.context) and loaded through the real loader.
// Deterministic: seeded generator, no clock.
import fs from 'node:fs';
import path from 'node:path';
import type { FileResult } from '../ingest/common/index.js';
import { loadFocusFile } from '../ingest/bcb-focus/load.js';
import type { FocusEndpoint } from '../ingest/bcb-focus/tables.js';
import { gaussian, seededRandom } from './random.js';
import type { SampleLoadOptions } from './load-options.js';

export const SAMPLE_FOCUS_FIRST_SURVEY = '2022-01-07';
export const SAMPLE_FOCUS_LAST_SURVEY = '2026-10-30';

const CONTEXT = 'https://olinda.bcb.gov.br/olinda/servico/Expectativas/versao/v1/odata/$metadata#';

function fridays(): string[] {
  const out: string[] = [];
  for (let d = new Date(`${SAMPLE_FOCUS_FIRST_SURVEY}T00:00:00Z`); d.toISOString().slice(0, 10) <= SAMPLE_FOCUS_LAST_SURVEY; d.setUTCDate(d.getUTCDate() + 7)) out.push(d.toISOString().slice(0, 10));
  return out;
}

interface Forecast {
  indicator: string;
  detail?: { field: 'IndicadorDetalhe' | 'Suavizada'; value: string };
  horizon?: { field: 'DataReferencia' | 'Reuniao'; value: string };
  center: number;
}

/** The forecasts asked on one survey date, per endpoint. */
function forecasts(endpoint: FocusEndpoint, survey: string, t: number): Forecast[] {
  const year = Number(survey.slice(0, 4));
  const month = Number(survey.slice(5, 7));
  const cycle = Math.sin(t / 20);
  switch (endpoint) {
    case 'ExpectativasMercadoAnuais':
      return [0, 1, 2].flatMap((ahead) => [
        { indicator: 'IPCA', horizon: { field: 'DataReferencia' as const, value: String(year + ahead) }, center: 4.2 + cycle - 0.3 * ahead },
        { indicator: 'Selic', horizon: { field: 'DataReferencia' as const, value: String(year + ahead) }, center: 11 + 2 * cycle - ahead },
        { indicator: 'PIB Total', horizon: { field: 'DataReferencia' as const, value: String(year + ahead) }, center: 1.8 + 0.5 * cycle },
        { indicator: 'Câmbio', horizon: { field: 'DataReferencia' as const, value: String(year + ahead) }, center: 5.2 + 0.3 * cycle },
      ]);
    case 'ExpectativaMercadoMensais':
      return [1, 2, 3].map((ahead) => {
        const m = ((month - 1 + ahead) % 12) + 1;
        const y = year + Math.floor((month - 1 + ahead) / 12);
        return { indicator: 'IPCA', horizon: { field: 'DataReferencia' as const, value: `${String(m).padStart(2, '0')}/${y}` }, center: 0.35 + 0.2 * cycle };
      });
    case 'ExpectativasMercadoSelic': {
      const meeting = Math.min(8, Math.floor((month - 1) / 1.5) + 1);
      return [0, 1].map((ahead) => {
        const n = meeting + ahead > 8 ? meeting + ahead - 8 : meeting + ahead;
        return { indicator: 'Selic', horizon: { field: 'Reuniao' as const, value: `R${n}/${meeting + ahead > 8 ? year + 1 : year}` }, center: 11 + 2 * cycle };
      });
    }
    case 'ExpectativasMercadoInflacao12Meses':
      return ['S', 'N'].map((s) => ({ indicator: 'IPCA', detail: { field: 'Suavizada' as const, value: s }, center: 4 + cycle }));
  }
}

const ENDPOINTS: FocusEndpoint[] = ['ExpectativasMercadoAnuais', 'ExpectativaMercadoMensais', 'ExpectativasMercadoSelic', 'ExpectativasMercadoInflacao12Meses'];
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

/** Writes one Olinda answer per endpoint into `dir` and returns their paths. */
export function writeSampleFocus(dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const surveys = fridays();
  return ENDPOINTS.map((endpoint) => {
    const normal = gaussian(seededRandom(`focus-sample:${endpoint}`));
    const value = surveys.flatMap((survey, t) =>
      forecasts(endpoint, survey, t).flatMap((f) =>
        [0, 1].map((base) => {
          const median = round(f.center + 0.05 * normal(), 2);
          const spread = Math.abs(0.2 + 0.05 * normal());
          return {
            Indicador: f.indicator,
            ...(f.detail ? { [f.detail.field]: f.detail.value } : {}),
            Data: survey,
            ...(f.horizon ? { [f.horizon.field]: f.horizon.value } : {}),
            Media: round(median + 0.02 * normal()),
            Mediana: median,
            DesvioPadrao: round(spread),
            Minimo: round(median - 3 * spread),
            Maximo: round(median + 3 * spread),
            numeroRespondentes: base === 0 ? 80 + Math.floor(40 * Math.abs(normal())) : 20 + Math.floor(10 * Math.abs(normal())),
            baseCalculo: base,
          };
        }),
      ),
    );
    const file = path.join(dir, `focus_${endpoint}_sample.json`);
    fs.writeFileSync(file, JSON.stringify({ '@odata.context': `${CONTEXT}${endpoint}`, value }));
    return file;
  });
}

export async function loadSampleFocus(ownerUrl: string, dataDir: string, dir: string, options: SampleLoadOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of writeSampleFocus(dir)) {
    results.push(await loadFocusFile(file, { ownerUrl, dataDir, progress: options.progress, synthetic: true }));
  }
  return results;
}
