import 'server-only';

/**
 * The customer data service (back-office.md §2 "Customer Data tab", §4, §6, §7): the
 * names its callers import, from the modules that implement them. Reads and counts are in
 * `reads.ts`, the CSV export in `csv-export.ts`, the audit of unmasked access and the Access Log
 * view in `access-log.ts`. Every function takes the database as its first argument.
 */

export type { CustomerRecord, CustomerRecordMap, CustomerTable } from '@/lib/customer-data/mask';
export {
  AUDIT_EXPORTED_UNMASKED,
  AUDIT_UNMASKED,
  type CustomerDataAccessEntry,
  type CustomerDataActor,
  listAccessLog,
} from './access-log';
export { CUSTOMER_DATA_EXPORT_LIMIT, customerDataCsv } from './csv-export';
export {
  CUSTOMER_DATA_LIST_LIMIT,
  type CustomerDataCounts,
  customerDataCounts,
  type CustomerDataQuery,
  getCustomerDataSecure,
  suspectedSpamCounts,
} from './reads';
