// Online mode: the exchange's index service answers the whole membership in one
// call, its arguments base64-encoded JSON in the path, as rb3 records them
// ({"pageNumber":1,"pageSize":9999,"language":"pt-br"}).

export const MEMBERSHIP_BASE_URL = 'https://sistemaswebb3-listados.b3.com.br/indexProxy/indexCall/GetStockIndex';

export function membershipUrl(baseUrl = MEMBERSHIP_BASE_URL): string {
  const args = Buffer.from(JSON.stringify({ pageNumber: 1, pageSize: 9999, language: 'pt-br' })).toString('base64');
  return `${baseUrl.replace(/\/+$/, '')}/${args}`;
}
