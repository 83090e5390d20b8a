// `npm run ingest -- b3-fnet ...`: saved FNET search pages (--file) or a download, one delivery day per request.
import { loadEachFile, sessionDays, UsageError, type SourceCommand } from '../command.js';
import { fetchAndLoadFnet } from './fetch.js';
import { loadFnetFile } from './load.js';

export const command: SourceCommand = {
  summary: 'the FNET (B3 Fundos.NET) document register (the public search JSON) into b3.fnet_document, the fund from the query into b3.fnet_document_fund',
  usage: ['--file F [--file G ...] [--cnpj C] [--tipo-fundo 1|2|3] [--force]', '(--date D ... | --from D --to D) [--cnpj C ...] [--tipo-fundo 1|2|3] [--force]'],
  flags: {
    file: { type: 'string', multiple: true, value: 'F', description: 'load a saved search page (repeatable); its fund comes from --cnpj or a name fnet_<day>[_tipo<N>][_cnpj<14 digits>]_s<offset>.json' },
    cnpj: { type: 'string', multiple: true, value: 'C', description: 'the fund the pages were listed for (--file: one), or each fund to ask for (download, repeatable); the listing itself never names it' },
    'tipo-fundo': { type: 'string', value: 'N', description: 'tipoFundo of the query: 1 FII, 2 FIDC, 3 ETF' },
    date: { type: 'string', multiple: true, value: 'YYYY-MM-DD', description: 'download the documents delivered on this day (repeatable)' },
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'download every calendar day from this day (with --to)' },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'last day of --from' },
  },
  prepare(flags) {
    const files = (flags.file as string[] | undefined) ?? [];
    const cnpjs = ((flags.cnpj as string[] | undefined) ?? []).map((c) => c.replace(/[./-]/g, ''));
    for (const cnpj of cnpjs) if (!/^\d{14}$/.test(cnpj)) throw new UsageError(`--cnpj ${cnpj} is not a CNPJ of 14 digits`);
    const tipo = flags['tipo-fundo'] as string | undefined;
    if (tipo !== undefined && !/^[123]$/.test(tipo)) throw new UsageError(`--tipo-fundo ${tipo} is not 1 (FII), 2 (FIDC) or 3 (ETF)`);
    const tipoFundo = tipo === undefined ? undefined : (Number(tipo) as 1 | 2 | 3);
    const asksDays = Boolean(flags.date || flags.from || flags.to);
    if (files.length && asksDays) throw new UsageError('give either --file or --date/--from/--to, not both');
    if (files.length) {
      if (cnpjs.length > 1) throw new UsageError('--file takes at most one --cnpj: the fund the saved pages were listed for');
      return loadEachFile(files, (file, context) => loadFnetFile(file, { ...context, cnpj: cnpjs[0], tipoFundo }));
    }
    const days = sessionDays(flags, calendarDays);
    return async (context) => {
      try {
        await fetchAndLoadFnet({ ...context, days, cnpjs, tipoFundo, onResult: context.onResult, download: { onRetry: (attempt, reason, delayMs) => process.stderr.write(`  ${reason}; retry ${attempt - 1} in ${delayMs} ms\n`) } });
      } catch (error) {
        context.onFailure(error as Error);
      }
    };
  },
};

/** Every calendar day of [from, to]: documents are delivered on any day. */
function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
