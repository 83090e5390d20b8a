// Writes a price report XML in the exchange's layout (the inverse of
// parse.ts), for the sample DI1 settlements and for tests that need reports
// the exchange never published.
export interface PriceRecordSpec {
  date: string;
  ticker: string;
  instrumentId?: string;
  tradQty?: number | string;
  daysToSettle?: number;
  /** FinInstrmAttrbts leaves in order, by element name, as text (e.g. { AdjstdQtTax: '13.741' }). */
  attributes?: Record<string, string | number>;
}

export interface PriceReportSpec {
  report?: 'BVBG.086.01' | 'BVBG.187.01';
  /** CreDtAndTm, YYYY-MM-DDTHH:MM:SS. */
  created: string;
  records: readonly PriceRecordSpec[];
  /** TtlNbOfMsg; default the number of records. */
  messages?: number;
}

const CURRENCY_FREE = new Set(['MktDataStrmId', 'OpnIntrst', 'FinInstrmQty', 'RglrTxsQty', 'RglrTraddCtrcts', 'NonRglrTxsQty', 'NonRglrTraddCtrcts', 'AdjstdQtStin', 'PrvsAdjstdQtStin', 'OscnPctg']);

function attributeXml(name: string, value: string | number): string {
  const ccy = CURRENCY_FREE.has(name) ? '' : ` Ccy="${name.startsWith('Intl') ? 'USD' : 'BRL'}"`;
  return `<${name}${ccy}>${value}</${name}>`;
}

function recordXml(r: PriceRecordSpec): string {
  const trade = [r.tradQty === undefined ? '' : `<TradQty>${r.tradQty}</TradQty>`, r.daysToSettle === undefined ? '' : `<DaysToSttlm>${r.daysToSettle}</DaysToSttlm>`].join('');
  const attributes = Object.entries(r.attributes ?? {}).map(([name, value]) => attributeXml(name, value)).join('\n        ');
  return `<BizGrp><AppHdr xmlns="urn:iso:std:iso:20022:tech:xsd:head.001.001.01"><MsgDefIdr>BVMF.217.01</MsgDefIdr></AppHdr>
  <Document xmlns="urn:bvmf.217.01.xsd">
    <PricRpt>
      <TradDt><Dt>${r.date}</Dt></TradDt>
      <SctyId><TckrSymb>${r.ticker}</TckrSymb></SctyId>
      <FinInstrmId><OthrId><Id>${r.instrumentId ?? `9${r.ticker.length}${[...r.ticker].map((c) => c.charCodeAt(0)).join('').slice(0, 10)}`}</Id><Tp><Prtry>8</Prtry></Tp></OthrId><PlcOfListg><MktIdrCd>BVMF</MktIdrCd></PlcOfListg></FinInstrmId>
      ${trade ? `<TradDtls>${trade}</TradDtls>` : '<TradDtls/>'}
      <FinInstrmAttrbts>
        ${attributes}
      </FinInstrmAttrbts>
    </PricRpt>
  </Document>
</BizGrp>`;
}

export function priceReportXml(spec: PriceReportSpec): string {
  const report = spec.report ?? 'BVBG.086.01';
  const messages = spec.messages ?? spec.records.length;
  return `\uFEFF<?xml version="1.0" encoding="utf-8"?>
<Document xmlns="urn:bvmf.052.01.xsd">
<BizFileHdr><Xchg>
<BizGrpDesc>
  <BizGrpDtls><BizGrpIdr>BV000000000000000000000000000000000</BizGrpIdr><TtlNbOfMsg>${messages}</TtlNbOfMsg><BizGrpTp>${report}</BizGrpTp><CreDtAndTm>${spec.created}</CreDtAndTm></BizGrpDtls>
  <MsgTpDef><MsgDefIdr>BVMF.217.01</MsgDefIdr><NbOfMsg>${messages}</NbOfMsg></MsgTpDef>
</BizGrpDesc>
${spec.records.map(recordXml).join('\n')}
</Xchg></BizFileHdr>
</Document>
`;
}
