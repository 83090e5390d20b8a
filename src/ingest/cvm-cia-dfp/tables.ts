// cvm-cia-dfp and cvm-cia-itr land in the same two tables (the specs live in
// cvm-cia-files/, shared by both): cvm.cia_statement and cvm.cia_document, each
// row's filing told apart by doc_type, read from the member name's prefix.
export { CIA_DOCUMENT, CIA_STATEMENT } from '../cvm-cia-files/tables.js';
