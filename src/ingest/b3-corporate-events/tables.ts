// The corporate events' landing tables. The exchange's listed-companies answers
// are JSON, so parse.ts derives every column by its published key.
import type { TableSpec } from '../common/index.js';

export const CORPORATE_ANSWER_TABLE: TableSpec = {
  table: 'b3.corporate_answer',
  key: ['issuer_code', 'answer'],
  columns: [
    { column: 'issuer_code', headers: [], kind: 'text' },
    { column: 'answer', headers: [], kind: 'text' },
    { column: 'captured_on', headers: [], kind: 'date' },
  ],
  // an older capture never replaces a newer one
  replaceWhen: 'excluded.captured_on >= stored.captured_on',
};

export const LISTED_COMPANY_TABLE: TableSpec = {
  table: 'b3.listed_company',
  key: ['issuer_code'],
  columns: [
    { column: 'issuer_code', headers: ['code'], kind: 'text' },
    { column: 'trading_name', headers: ['tradingName'], kind: 'text' },
    { column: 'code_cvm', headers: ['codeCVM'], kind: 'text' },
    { column: 'segment', headers: ['segment'], kind: 'text' },
    { column: 'stock_capital', headers: ['stockCapital'], kind: 'br-number' },
    { column: 'number_common_shares', headers: ['numberCommonShares'], kind: 'br-number' },
    { column: 'number_preferred_shares', headers: ['numberPreferredShares'], kind: 'br-number' },
    { column: 'total_number_shares', headers: ['totalNumberShares'], kind: 'br-number' },
    { column: 'round_lot', headers: ['roundLot'], kind: 'br-number' },
    { column: 'quoted_per_share_since', headers: ['quotedPerSharSince'], kind: 'br-date' },
  ],
};

export const STOCK_EVENT_TABLE: TableSpec = {
  table: 'b3.stock_event',
  key: ['isin_code', 'label', 'last_date_prior', 'factor'],
  duplicates: 'drop-identical',
  columns: [
    { column: 'issuer_code', headers: [], kind: 'text' },
    { column: 'isin_code', headers: ['isinCode'], kind: 'br-text' },
    { column: 'label', headers: ['label'], kind: 'br-text' },
    { column: 'factor', headers: ['factor'], kind: 'br-number' },
    { column: 'last_date_prior', headers: ['lastDatePrior'], kind: 'br-date' },
    { column: 'approved_on', headers: ['approvedOn'], kind: 'br-date' },
    { column: 'asset_issued', headers: ['assetIssued'], kind: 'br-text' },
    { column: 'remarks', headers: ['remarks'], kind: 'br-text' },
  ],
};

export const COMPANY_CASH_DIVIDEND_TABLE: TableSpec = {
  table: 'b3.company_cash_dividend',
  key: ['isin_code', 'label', 'approved_on', 'last_date_prior', 'rate'],
  duplicates: 'drop-identical',
  columns: [
    { column: 'issuer_code', headers: [], kind: 'text' },
    { column: 'isin_code', headers: ['isinCode'], kind: 'br-text' },
    { column: 'label', headers: ['label'], kind: 'br-text' },
    { column: 'approved_on', headers: ['approvedOn'], kind: 'br-date' },
    { column: 'last_date_prior', headers: ['lastDatePrior'], kind: 'br-date' },
    { column: 'rate', headers: ['rate'], kind: 'br-number' },
    { column: 'payment_date', headers: ['paymentDate'], kind: 'br-date' },
    { column: 'related_to', headers: ['relatedTo'], kind: 'br-text' },
    { column: 'asset_issued', headers: ['assetIssued'], kind: 'br-text' },
    { column: 'remarks', headers: ['remarks'], kind: 'br-text' },
  ],
};

export const CASH_DIVIDEND_TABLE: TableSpec = {
  table: 'b3.cash_dividend',
  key: ['issuer_code', 'type_stock', 'corporate_action', 'date_approval', 'last_date_prior_ex', 'value_cash'],
  duplicates: 'drop-identical',
  columns: [
    { column: 'issuer_code', headers: [], kind: 'text' },
    { column: 'type_stock', headers: ['typeStock'], kind: 'br-text' },
    { column: 'corporate_action', headers: ['corporateAction'], kind: 'br-text' },
    { column: 'date_approval', headers: ['dateApproval'], kind: 'br-date' },
    { column: 'last_date_prior_ex', headers: ['lastDatePriorEx'], kind: 'br-date' },
    { column: 'value_cash', headers: ['valueCash'], kind: 'br-number' },
    { column: 'ratio', headers: ['ratio'], kind: 'br-number' },
    { column: 'quoted_per_shares', headers: ['quotedPerShares'], kind: 'br-number' },
    { column: 'date_closing_price_prior_ex_date', headers: ['dateClosingPricePriorExDate'], kind: 'br-date' },
    { column: 'closing_price_prior_ex_date', headers: ['closingPricePriorExDate'], kind: 'br-number' },
    { column: 'corporate_action_price', headers: ['corporateActionPrice'], kind: 'br-number' },
  ],
};
