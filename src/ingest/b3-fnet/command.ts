// b3-fnet: saved FNET search pages (--file) or a download, one delivery day per request.
import { kyselyOver } from '../../db/kysely.js';
import { UsageError, type FlagValues } from '../command.js';
import { calendarDays, sessionDays } from '../flags.js';
import type { Source } from '../source.js';
import { FNET_BASE_URL, fetchFnetDay, fnetDay } from './fetch.js';
import { loadFnetFile } from './load.js';
import type { FnetQuery } from './parse.js';

interface FnetPlan {
  days: string[];
  cnpjs: string[];
  tipoFundo?: 1 | 2 | 3;
}

export const command: Source<FnetPlan, FnetQuery> = {
  name: 'b3-fnet',
  summary: 'the FNET (B3 Fundos.NET) document register (the public search JSON) into b3.fnet_document, the fund from the query into b3.fnet_document_fund; the bodies of the monthly structured reports (XML) into b3.fnet_document_body and b3.fnet_document_field',
  usage: ['--file F [--file G ...] [--cnpj C] [--tipo-fundo 1|2|3] [--force]   (a search page .json, a body <id>.xml or fnet_body_<id>.xml, or a .zip of bodies)', '(--date D ... | --from D --to D) [--cnpj C ...] [--tipo-fundo 1|2|3] [--force]'],
  flags: {
    cnpj: { type: 'string', multiple: true, value: 'C', description: 'the fund the pages were listed for (--file: one), or each fund to ask for (download, repeatable); the listing itself never names it' },
    'tipo-fundo': { type: 'string', value: 'N', description: 'tipoFundo of the query: 1 FII, 2 FIDC, 3 ETF' },
    date: { type: 'string', multiple: true, value: 'YYYY-MM-DD', description: 'download the documents delivered on this day (repeatable)', selects: true },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'download every calendar day from this day (with --to)', selects: true },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'last day of --from', selects: true },
  },
  baseUrl: FNET_BASE_URL,
  load: loadFnetFile,
  fileOptions(flags) {
    const { cnpjs, tipoFundo } = fundsOf(flags);
    if (cnpjs.length > 1) throw new UsageError('--file takes at most one --cnpj: the fund the saved pages were listed for');
    return { cnpj: cnpjs[0], tipoFundo };
  },
  plan: (flags) => ({ ...fundsOf(flags), days: sessionDays(flags, calendarDays) }), // documents are delivered on any day
  files: (plan, baseUrl) => {
    const queries: FnetQuery[] = plan.cnpjs.length ? plan.cnpjs.map((cnpj) => ({ cnpj, tipoFundo: plan.tipoFundo })) : [{ tipoFundo: plan.tipoFundo }];
    return plan.days.flatMap((day) => queries.map((query) => fnetDay(day, query, baseUrl)));
  },
  fetch: fetchFnetDay,
  update: {
    // documents are re-filed (a new version) within days
    window: { days: 7 },
    firstRun: { months: 1 },
    // the funds already followed (linked by a real load), one query per type asked before; none: nothing to ask
    async flags(range, client) {
      const funds = await kyselyOver(client)
        .selectFrom('b3.fnet_document_fund as f')
        .innerJoin('ingest.ingest_log as l', 'l.id', 'f.ingest_id')
        .where('l.synthetic', '=', false)
        .select(['f.cnpj', 'f.tipo_fundo'])
        .distinct()
        .orderBy('f.cnpj')
        .execute();
      const byType = new Map<string, string[]>();
      for (const f of funds) byType.set(String(f.tipo_fundo ?? ''), [...(byType.get(String(f.tipo_fundo ?? '')) ?? []), f.cnpj]);
      return [...byType].map(([tipo, cnpj]) => ({ from: range.from, to: range.to, cnpj, ...(tipo ? { 'tipo-fundo': tipo } : {}) }));
    },
  },
};

function fundsOf(flags: FlagValues): { cnpjs: string[]; tipoFundo?: 1 | 2 | 3 } {
  const cnpjs = ((flags.cnpj as string[] | undefined) ?? []).map((c) => c.replace(/[./-]/g, ''));
  for (const cnpj of cnpjs) if (!/^\d{14}$/.test(cnpj)) throw new UsageError(`--cnpj ${cnpj} is not a CNPJ of 14 digits`);
  const tipo = flags['tipo-fundo'] as string | undefined;
  if (tipo !== undefined && !/^[123]$/.test(tipo)) throw new UsageError(`--tipo-fundo ${tipo} is not 1 (FII), 2 (FIDC) or 3 (ETF)`);
  return { cnpjs, ...(tipo === undefined ? {} : { tipoFundo: Number(tipo) as 1 | 2 | 3 }) };
}
