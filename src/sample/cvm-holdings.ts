// Synthetic CDA holdings beyond block 4 for the cvm-instruments sample set: a
// fund of funds two levels deep (TOPO -> MEIO A -> FOLHA and DEBÊNTURES), a
// cycle (MEIO A holds TOPO back), a fund whose 2026-10 filing is missing (MEIO
// B), a debenture fund with a line issued by a person (whose CPF the loader
// drops), and the PL member of each. Every CNPJ, CPF, name and figure is
// invented (not CVM data); the names say "amostra sintética".
const PREFIX = ['TP_FUNDO_CLASSE', 'CNPJ_FUNDO_CLASSE', 'DENOM_SOCIAL', 'DT_COMPTC', 'TP_APLIC', 'TP_ATIVO', 'EMISSOR_LIGADO', 'TP_NEGOC', 'QT_VENDA_NEGOC', 'VL_VENDA_NEGOC', 'QT_AQUIS_NEGOC', 'VL_AQUIS_NEGOC', 'QT_POS_FINAL', 'VL_MERC_POS_FINAL', 'VL_CUSTO_POS_FINAL', 'DT_CONFID_APLIC'];
export const HOLDINGS_HEADERS = {
  BLC_1: [...PREFIX, 'TP_TITPUB', 'CD_ISIN', 'CD_SELIC', 'DT_EMISSAO', 'DT_VENC'],
  BLC_2: [...PREFIX, 'CNPJ_FUNDO_CLASSE_COTA', 'NM_FUNDO_CLASSE_SUBCLASSE_COTA'],
  BLC_5: [...PREFIX, 'CNPJ_EMISSOR', 'EMISSOR', 'TITULO_POSFX', 'CD_INDEXADOR_POSFX', 'DS_INDEXADOR_POSFX', 'PR_INDEXADOR_POSFX', 'PR_CUPOM_POSFX', 'PR_TAXA_PREFX', 'RISCO_EMISSOR', 'AG_RISCO', 'DT_RISCO', 'GRAU_RISCO', 'DT_VENC'],
  BLC_6: [...PREFIX, 'PF_PJ_EMISSOR', 'CPF_CNPJ_EMISSOR', 'EMISSOR', 'TITULO_POSFX', 'CD_INDEXADOR_POSFX', 'DS_INDEXADOR_POSFX', 'PR_INDEXADOR_POSFX', 'PR_CUPOM_POSFX', 'PR_TAXA_PREFX', 'DT_VENC', 'TITULO_CETIP', 'TITULO_GARANTIA', 'CNPJ_INSTITUICAO_FINANC_COOBR'],
  PL: ['TP_FUNDO_CLASSE', 'CNPJ_FUNDO_CLASSE', 'DENOM_SOCIAL', 'DT_COMPTC', 'VL_PATRIM_LIQ'],
} as const;

const fund = (cnpj: string, name: string) => ({ cnpj, name: `${name} (amostra sintética)` });
/** The sample funds by role (CNPJs bare; the files carry them masked). */
export const SAMPLE_HOLDING_FUNDS = {
  top: fund('91000001000101', 'FIC FIM AMOSTRA TOPO'),
  midA: fund('91000002000102', 'FIM AMOSTRA MEIO A'),
  midB: fund('91000003000103', 'FIM AMOSTRA MEIO B'),
  leaf: fund('91000004000104', 'FIA AMOSTRA FOLHA'),
  debentures: fund('91000005000105', 'FI RF AMOSTRA DEBÊNTURES'),
};
/** The debenture issuers (companies) of the debenture fund. */
export const SAMPLE_ISSUERS = { energia: '61000001000101', saneamento: '61000002000102' };
/** MEIO B files 2026-09 but not 2026-10. */
export const SAMPLE_MISSING = { fund: SAMPLE_HOLDING_FUNDS.midB.cnpj, month: '2026-10-31' };

const mask = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
const head = (f: { cnpj: string; name: string }, day: string) => ['CLASSES - FIF', mask(f.cnpj), f.name, day];
const position = (aplic: string, ativo: string, quantity: number, value: number) => [aplic, ativo, 'N', 'Para negociação', '', '', '', '', String(quantity), value.toFixed(2), value.toFixed(2), ''];

export interface HoldingMembers {
  BLC_1: string[][];
  BLC_2: string[][];
  BLC_4: string[][];
  BLC_5: string[][];
  BLC_6: string[][];
  PL: string[][];
}

/** The month's lines per member; BLC_4 lines follow the block-4 header of cvm-instruments.ts. */
export function sampleHoldingRows(day: string): HoldingMembers {
  const { top, midA, midB, leaf, debentures } = SAMPLE_HOLDING_FUNDS;
  const files = (f: { cnpj: string }) => !(f.cnpj === SAMPLE_MISSING.fund && day === SAMPLE_MISSING.month);
  const quota = (holder: typeof top, held: typeof top, value: number) => [...head(holder, day), ...position('Cotas de Fundos', 'Cota de fundo', value / 100, value), mask(held.cnpj), held.name];
  const share = (holder: typeof top, code: string, value: number) => [...head(holder, day), ...position('Ações', 'Ação ordinária', value / 25, value), code, `${code} (amostra sintética)`, `BR${code.slice(0, 4)}ACNOR0`, '', ''];
  const pl = (f: typeof top, value: number) => [...head(f, day), value.toFixed(2)];
  const m: HoldingMembers = { BLC_1: [], BLC_2: [], BLC_4: [], BLC_5: [], BLC_6: [], PL: [] };
  // TOPO, 10 M: 60% MEIO A, 20% MEIO B, 15% a public bond, 5% a share
  m.PL.push(pl(top, 10_000_000));
  m.BLC_2.push(quota(top, midA, 6_000_000), quota(top, midB, 2_000_000));
  m.BLC_1.push([...head(top, day), ...position('Títulos Públicos', 'LFT', 100, 1_500_000), 'LFT', 'BRSTNCLF1RE4', '210100', '2023-03-01', '2029-03-01']);
  m.BLC_4.push(share(top, 'SMPL3', 500_000));
  // MEIO A, 20 M: 50% FOLHA, 20% DEBÊNTURES, 5% TOPO (the cycle), 25% a share
  m.PL.push(pl(midA, 20_000_000));
  m.BLC_2.push(quota(midA, leaf, 10_000_000), quota(midA, debentures, 4_000_000), quota(midA, top, 1_000_000));
  m.BLC_4.push(share(midA, 'SMPL4', 5_000_000));
  // MEIO B, 5 M: a bank deposit; its 2026-10 filing is missing
  if (files(midB)) {
    m.PL.push(pl(midB, 5_000_000));
    m.BLC_5.push([...head(midB, day), ...position('Depósitos a prazo e outros títulos de IF', 'CDB', 50, 5_000_000), '71.000.001/0001-01', 'BANCO AMOSTRA S.A. (amostra sintética)', 'S', 'DI1', 'DI', '105', '', '', 'N', '', '', '', '2028-01-17']);
  }
  // FOLHA, 8 M: one share
  m.PL.push(pl(leaf, 8_000_000));
  m.BLC_4.push(share(leaf, 'SMPL3', 8_000_000));
  // DEBÊNTURES, 12 M: two companies' debentures and a note issued by a person
  m.PL.push(pl(debentures, 12_000_000));
  const credit = (aplic: string, ativo: string, value: number, issuer: string[], rate: string[], maturity: string) => [...head(debentures, day), ...position(aplic, ativo, value / 1000, value), ...issuer, ...rate, maturity, '', 'N', ''];
  m.BLC_6.push(
    credit('Debêntures', 'Debênture simples', 7_000_000, ['PJ', mask(SAMPLE_ISSUERS.energia), 'AMOSTRA ENERGIA S.A. (amostra sintética)'], ['S', 'DI1', 'DI', '100', '1.35', ''], '2031-05-15'),
    credit('Debêntures', 'Debênture simples', 4_500_000, ['PJ', mask(SAMPLE_ISSUERS.saneamento), 'AMOSTRA SANEAMENTO S.A. (amostra sintética)'], ['S', 'IPCA', 'IPCA', '100', '6.10', ''], '2034-09-15'),
    credit('Cédula de Crédito Bancário', 'CCB', 500_000, ['PF', '000.000.001-91', 'PESSOA FISICA AMOSTRA'], ['N', '', '', '', '', '14.20'], '2027-06-30'),
  );
  return m;
}
