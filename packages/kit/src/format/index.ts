export {
  RelativeTimestamp,
  getRelativeTimestamp,
  type RelativeTimestampProps,
  type RelativeTimestampOptions,
  type LocalDateMode,
} from './RelativeTimestamp';
export {
  fmtDate,
  fmtDateTime,
  fmtDateTimeSec,
  fmtTime,
  fmtCompactDate,
  toDate,
  isLocalDate,
  DATE_FMT,
  DATETIME_FMT,
  DATETIMESEC_FMT,
  TIME_FMT,
  MONTH_DAY_FMT,
  type DateLike,
  type DateFormatOptions,
  type CompactDateFormatOptions,
  type DateFormatter,
} from './fmtDate';
export { fmtDayLabel, DAY_LABEL_FMT, type DayLabelOptions } from './fmtDayLabel';
export { localDateOf } from './localDateOf';
export {
  fmtNumber,
  fmtNumberTooltip,
  numberFormatter,
  type ColorSpec,
  type NumberFormatOptions,
  type NumberFormatter,
} from './fmtNumber';
export {
  fmtThousands,
  fmtMillions,
  fmtBillions,
  fmtQuantity,
  fmtPrice,
  fmtPercent,
  type QuantityFormatOptions,
} from './fmtScaledNumbers';
export { MAX_NUMERIC_PRECISION, type Precision, type ZeroPad } from './numberDigits';
export { tryFormat, FORMAT_EXCEPTION } from './tryFormat';
