import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { isEmptyValue } from './rules';

/** What a read-only field shows for an empty value. */
export const EMPTY_READONLY_TEXT = 'N/A';

/** How a read-only field shows a value by default: text for people, 'N/A' when empty. */
export function readonlyText(value: unknown): ReactNode {
  if (isEmptyValue(value)) return EMPTY_READONLY_TEXT;
  if (value instanceof Date) {
    const hasTime = value.getHours() || value.getMinutes() || value.getSeconds();
    return format(value, hasTime ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString();
  if (Array.isArray(value)) return value.map((v) => String(readonlyText(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
