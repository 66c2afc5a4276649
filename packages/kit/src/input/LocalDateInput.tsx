import { dateToLocalDate, localDateToDate } from './dateText';
import { DateInput, type DateInputProps } from './DateInput';

export interface LocalDateInputProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'minDate' | 'maxDate' | 'timePrecision'
> {
  /** A LocalDate: 'yyyy-MM-dd', a calendar day with no time or zone. */
  value: string | null;
  /** Called with the new day as a LocalDate, or null when cleared: from the calendar at once, from typing on blur or Enter. */
  onChange: (value: string | null) => void;
  /** Earliest day, as a LocalDate or a Date. */
  minDate?: string | Date | null;
  /** Latest day, as a LocalDate or a Date. */
  maxDate?: string | Date | null;
}

const toDate = (v: string | Date | null | undefined) => (typeof v === 'string' ? localDateToDate(v) : v);

/** A DateInput whose value is a LocalDate string ('yyyy-MM-dd') rather than a Date. */
export function LocalDateInput({ value, onChange, minDate, maxDate, ...rest }: LocalDateInputProps) {
  return (
    <DateInput
      {...rest}
      value={localDateToDate(value)}
      onChange={(d) => onChange(dateToLocalDate(d))}
      minDate={toDate(minDate)}
      maxDate={toDate(maxDate)}
    />
  );
}
