// Online mode: the exchange's index service answers one index's theoretical
// portfolio per call, its arguments base64-encoded JSON in the path, as rb3
// records them ({"pageNumber":1,"pageSize":9999,"language":"pt-br","index":"IBOV"}).

export const PORTFOLIO_BASE_URL = 'https://sistemaswebb3-listados.b3.com.br/indexProxy/indexCall/GetTheoricalPortfolio';

export function portfolioUrl(index: string, baseUrl = PORTFOLIO_BASE_URL): string {
  const args = Buffer.from(JSON.stringify({ pageNumber: 1, pageSize: 9999, language: 'pt-br', index })).toString('base64');
  return `${baseUrl.replace(/\/+$/, '')}/${args}`;
}
