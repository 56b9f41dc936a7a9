export {
  isOfflineSaleId,
  newOfflineSaleId,
  OFFLINE_MESSAGES,
  OFFLINE_PAYMENT_KINDS,
  OFFLINE_RECEIPT_MARK,
  OFFLINE_SALE_ID,
  OFFLINE_SHORTFALL_NOTIFICATION,
  OFFLINE_SHORTFALL_PERMISSIONS,
  type OfflineTender,
  offlineSaleShortId,
  offlineShortfallDescription,
  offlineTenderRefusal,
} from './offline-sale.ts';
