export { Clock, type ClockProps } from './Clock';
export { formatClockTime, isValidTimeZone, type ClockTime } from './formatClockTime';
export { useNow, MIN_UPDATE_INTERVAL } from './useNow';
