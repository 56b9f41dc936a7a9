export {
  getReport,
  REPORT_ORDER_PERIODS,
  REPORT_SALE_CHANNELS,
  REPORTS,
  type ReportDef,
  type ReportPeriodType,
} from './definitions.ts';
export {
  dayHours,
  jalaliDays,
  nextJalaliDay,
  orderReportPeriods,
  REPORT_MAX_DAYS,
  type ReportPeriod,
} from './periods.ts';
