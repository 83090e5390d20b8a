// Online mode: the exchange's index statistics service answers one index and
// one year per call; the arguments travel base64-encoded JSON in the path
// ({"language":"en-us","index":"IBOV","year":2022}), as rb3 documents it.

export const INDEX_BASE_URL = 'https://sistemaswebb3-listados.b3.com.br/indexStatisticsProxy/IndexCall/GetPortfolioDay';

export function indexUrl(index: string, year: number, baseUrl = INDEX_BASE_URL): string {
  const args = Buffer.from(JSON.stringify({ language: 'en-us', index, year })).toString('base64');
  return `${baseUrl.replace(/\/+$/, '')}/${args}`;
}
