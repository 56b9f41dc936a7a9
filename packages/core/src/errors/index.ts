export {
  type CouponErrorCode,
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
  type ErrorEntry,
  type ErrorExitKind,
  type ErrorStatus,
  errorEntry,
  isErrorCode,
  type RefusalCode,
} from './catalogue.ts';
