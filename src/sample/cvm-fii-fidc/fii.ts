// Sample FII monthly reports: one inf_mensal_fii_YYYY.zip per year of the
// sample months, members geral / complemento / ativo_passivo in CVM's format.
// The 2023 archive uses the older header (CNPJ_Fundo, Nome_Fundo, no
// Tipo_Fundo_Classe), later ones the Resolution 175 header. Awkward cases: the
// universe's late starters, funds that stop reporting and cancelled funds; one
// re-filed month (versions 1 and 2); one month filed with blanks.
import path from 'node:path';
import { maskCnpj, reportsIn, SAMPLE_MONTHS, sampleFundsOf, type SampleFund } from '../cvm-universe.js';
import { seededRandom } from '../random.js';
import { fixed, monthlyPath } from './series.js';
import { writeZip, type CsvMember } from './zip.js';

/** The FII (by universe index) whose 2025-03 report is re-filed as version 2. */
export const REFILED = { index: 2, month: '2025-03' } as const;
/** The FII whose 2025-05 report leaves quotaholders and the dividend yield blank. */
export const BLANK = { index: 4, month: '2025-05' } as const;
/** The FII held by a handful of quotaholders (4 to 6) every month: screen_captive_vehicles has a row to show. */
export const CAPTIVE = { index: 8, holders: [4, 5, 6] } as const;
export const LEGACY_HEADER_YEARS: readonly number[] = [2023];

const GERAL_175 =
  'Tipo_Fundo_Classe;CNPJ_Fundo_Classe;Data_Referencia;Versao;Data_Entrega;Nome_Fundo_Classe;Data_Funcionamento;Publico_Alvo;Codigo_ISIN;Quantidade_Cotas_Emitidas;Fundo_Exclusivo;Cotistas_Vinculo_Familiar;Mandato;Segmento_Atuacao;Tipo_Gestao;Prazo_Duracao;Data_Prazo_Duracao;Encerramento_Exercicio_Social;Mercado_Negociacao_Bolsa;Mercado_Negociacao_MBO;Mercado_Negociacao_MB;Entidade_Administradora_BVMF;Entidade_Administradora_CETIP;Nome_Administrador;CNPJ_Administrador;Logradouro;Numero;Complemento;Bairro;Cidade;Estado;CEP;Telefone1;Telefone2;Telefone3;Site;Email';
const COMPLEMENTO_175 =
  'CNPJ_Fundo_Classe;Data_Referencia;Versao;Data_Informacao_Numero_Cotistas;Total_Numero_Cotistas;Numero_Cotistas_Pessoa_Fisica;Numero_Cotistas_Pessoa_Juridica_Nao_Financeira;Numero_Cotistas_Banco_Comercial;Numero_Cotistas_Corretora_Distribuidora;Numero_Cotistas_Outras_Pessoas_Juridicas_Financeira;Numero_Cotistas_Investidores_Nao_Residentes;Numero_Cotistas_Entidade_Aberta_Previdencia_Complementar;Numero_Cotistas_Entidade_Fechada_Previdência_Complementar;Numero_Cotistas_Regime_Proprio_Previdencia_Servidores_Publicos;Numero_Cotistas_Sociedade_Seguradora_Resseguradora;Numero_Cotistas_Sociedade_Capitalizacao_Arrendamento_Mercantil;Numero_Cotistas_FII;Numero_Cotistas_Outros_Fundos;Numero_Cotistas_Distribuidores_Fundo;Numero_Cotistas_Outros_Tipos;Valor_Ativo;Patrimonio_Liquido;Cotas_Emitidas;Valor_Patrimonial_Cotas;Percentual_Despesas_Taxa_Administracao;Percentual_Despesas_Agente_Custodiante;Percentual_Rentabilidade_Efetiva_Mes;Percentual_Rentabilidade_Patrimonial_Mes;Percentual_Dividend_Yield_Mes;Percentual_Amortizacao_Cotas_Mes';
const ATIVO_PASSIVO_175 =
  'CNPJ_Fundo_Classe;Data_Referencia;Versao;Total_Necessidades_Liquidez;Disponibilidades;Titulos_Publicos;Titulos_Privados;Fundos_Renda_Fixa;Total_Investido;Direitos_Bens_Imoveis;Terrenos;Imoveis_Renda_Acabados;Imoveis_Renda_Construcao;Imoveis_Venda_Acabados;Imoveis_Venda_Construcao;Outros_Direitos_Reais;Acoes;Debentures;CRI;LCI;Rendimentos_Distribuir;Obrigacoes_Aquisicao_Imoveis;Obrigacoes_Securitizacao_Recebiveis;Total_Passivo';

/** The older generation: no Tipo_Fundo_Classe, CNPJ_Fundo and Nome_Fundo. */
function legacy(header: string): string {
  return header.replace('Tipo_Fundo_Classe;', '').replace('CNPJ_Fundo_Classe', 'CNPJ_Fundo').replace('Nome_Fundo_Classe', 'Nome_Fundo');
}

const SEGMENTS = ['Logística', 'Lajes Corporativas', 'Shoppings', 'Híbrido', 'Títulos e Val. Mob.', 'Residencial'];

interface FiiMonth {
  fund: SampleFund;
  index: number;
  month: string;
  version: number;
  nav: number;
  quotas: number;
  holders: number;
  yield: number;
  blank: boolean;
}

function fiiMonths(): FiiMonth[] {
  const out: FiiMonth[] = [];
  sampleFundsOf('fii').forEach((fund, index) => {
    const random = seededRandom(`fii-sample:${fund.seed}`);
    const nav = monthlyPath(`fii-nav:${fund.seed}`, SAMPLE_MONTHS.length, 5e7 + random() * 3e9, 0.002, 0.02);
    const holders = monthlyPath(`fii-holders:${fund.seed}`, SAMPLE_MONTHS.length, 300 + random() * 200000, 0.01, 0.01);
    const quotas = Math.round(nav[0] / (80 + random() * 40));
    const baseYield = 0.005 + random() * 0.005;
    SAMPLE_MONTHS.forEach((month, m) => {
      if (!reportsIn(fund, month)) return;
      const row = { fund, index, month, version: 1, nav: nav[m], quotas, holders: index === CAPTIVE.index ? CAPTIVE.holders[m % CAPTIVE.holders.length] : Math.round(holders[m]), yield: baseYield + (random() - 0.5) * 0.002, blank: false };
      if (index === BLANK.index && month === BLANK.month) row.blank = true;
      out.push(row);
      if (index === REFILED.index && month === REFILED.month) out.push({ ...row, version: 2, nav: row.nav * 1.004, holders: row.holders + 17, yield: row.yield + 0.0003 });
    });
  });
  return out;
}

function members(year: number, rows: FiiMonth[]): CsvMember[] {
  const old = LEGACY_HEADER_YEARS.includes(year);
  const geral = [old ? legacy(GERAL_175) : GERAL_175];
  const complemento = [old ? legacy(COMPLEMENTO_175) : COMPLEMENTO_175];
  const ativoPassivo = [old ? legacy(ATIVO_PASSIVO_175) : ATIVO_PASSIVO_175];
  for (const r of rows) {
    const cnpj = maskCnpj(r.fund.cnpj);
    const ref = `${r.month}-01`;
    const delivered = `${r.month.slice(0, 4)}-${r.month.slice(5)}-${String(10 + r.version * 5).padStart(2, '0')}`;
    const type = r.fund.generation === 'legacy' ? 'Fundo' : 'Classe';
    const segment = SEGMENTS[r.index % SEGMENTS.length];
    const g = [cnpj, ref, r.version, delivered, r.fund.name, '2015-03-02', 'INVESTIDORES EM GERAL', `BRF${String(r.index).padStart(3, '0')}CTF00${r.index % 10}`, r.quotas, 'N', 'N', 'Renda', segment, 'Ativa', 'Indeterminado', '', '31/12', 'S', 'N', 'N', 'S', 'N', 'ADMINISTRADORA ITAÚNA S.A.', '59281253000123', 'AV PAULISTA', '1000', '', 'BELA VISTA', 'SÃO PAULO', 'SP', '01310100', '1130000000', '', '', 'www.exemplo.com.br', 'ri@exemplo.com.br'];
    geral.push((old ? g : [type, ...g]).join(';'));
    const assets = r.nav * 1.05;
    const holders = r.blank ? '' : String(r.holders);
    const dy = r.blank ? '' : fixed(r.yield, 6);
    complemento.push(
      [cnpj, ref, r.version, `${ref.slice(0, 8)}28`, holders, ...Array(15).fill(''), fixed(assets, 2), fixed(r.nav, 2), r.quotas, fixed(r.nav / r.quotas, 6), '0.000750', '0.000020', fixed(r.yield + 0.002, 6), fixed(0.002, 6), dy, '0'].join(';'),
    );
    const invested = r.nav * 0.97;
    ativoPassivo.push(
      [cnpj, ref, r.version, fixed(r.nav * 0.03, 2), fixed(r.nav * 0.01, 2), fixed(r.nav * 0.02, 2), '0', '0', fixed(invested, 2), fixed(invested * 0.9, 2), '0', fixed(invested * 0.9, 2), '0', '0', '0', '0', '0', '0', fixed(invested * 0.1, 2), '0', fixed(r.nav * r.yield, 2), '0', '0', fixed(assets - r.nav, 2)].join(';'),
    );
  }
  return [
    { name: `inf_mensal_fii_geral_${year}.csv`, lines: geral },
    { name: `inf_mensal_fii_complemento_${year}.csv`, lines: complemento },
    { name: `inf_mensal_fii_ativo_passivo_${year}.csv`, lines: ativoPassivo },
  ];
}

/** Writes one archive per year into `dir`; returns their paths, oldest first. */
export async function writeSampleFii(dir: string): Promise<string[]> {
  const rows = fiiMonths();
  const years = [...new Set(SAMPLE_MONTHS.map((m) => Number(m.slice(0, 4))))];
  const files: string[] = [];
  for (const year of years) {
    const file = path.join(dir, `inf_mensal_fii_${year}.zip`);
    await writeZip(file, members(year, rows.filter((r) => r.month.startsWith(`${year}-`))));
    files.push(file);
  }
  return files;
}
