export {
  RelativeTimestamp,
  getRelativeTimestamp,
  type RelativeTimestampProps,
  type RelativeTimestampOptions,
  type LocalDateMode,
} from './RelativeTimestamp';
