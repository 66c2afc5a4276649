import { clsx } from 'clsx';
import * as Popover from '@radix-ui/react-popover';
import { CalendarBlankIcon, XIcon } from '@phosphor-icons/react';
import { format, set } from 'date-fns';
import { useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dateFormatFor, isInDateRange, parseDateText } from './dateText';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import { useDraft } from './useDraft';
import { useFocusWithin } from './useFocusWithin';
import './Input.css';
import './DateInput.css';

export interface DateInputProps extends FocusableInputProps {
  /** The date (and time, with `timePrecision`); null when empty. */
  value: Date | null;
  /** Called with the new date: from the calendar at once, from typing on blur or Enter. */
  onChange: (value: Date | null) => void;
  /** Earliest day that can be picked or typed. */
  minDate?: Date | null;
  /** Latest day that can be picked or typed. */
  maxDate?: Date | null;
  /** Adds a time of day, to the minute or second (default none: a day). */
  timePrecision?: 'minute' | 'second' | null;
  /** date-fns pattern shown and read (default 'yyyy-MM-dd', with ' HH:mm' or ' HH:mm:ss' for a time). */
  formatString?: string;
  /** Shows a button that clears the value to null (default false). */
  enableClear?: boolean;
  /** Shown greyed in the input while it is empty. */
  placeholder?: string;
  /** Greyed out: it takes no input and the keyboard passes it by. */
  disabled?: boolean;
  /** Width: pixels, or any CSS length ('100%'). */
  width?: number | string;
  /** Id of the input element, for a `<Label htmlFor>`. */
  id?: string;
  /** A class added to the component's outer element. */
  className?: string;
  /** Accessible name, when no label names it. */
  'aria-label'?: string;
}

/**
 * A date typed as text or picked from a calendar (react-day-picker in a Radix popover). Days outside
 * minDate..maxDate cannot be picked, and typed dates outside them are refused. Escape reverts what was typed.
 */
export function DateInput({
  value,
  onChange,
  minDate,
  maxDate,
  timePrecision = null,
  formatString,
  enableClear = false,
  placeholder,
  disabled = false,
  width,
  id,
  className,
  'aria-label': ariaLabel,
  ref,
  onFocus,
  onBlur,
}: DateInputProps) {
  const fmt = formatString ?? dateFormatFor(timePrecision);
  const show = (d: Date | null) => (d ? format(d, fmt) : '');
  // Tracked by time, so a new Date object for the same instant keeps what is being typed.
  const { draft, setDraft, revert } = useDraft(value?.getTime() ?? null, (t) =>
    show(t == null ? null : new Date(t)),
  );
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Date>(() => value ?? new Date());
  const input = useRef<HTMLInputElement>(null);
  useInputHandle(ref, input);
  const focusWithin = useFocusWithin(onFocus, onBlur);
  const name = ariaLabel ?? 'Date';

  const accept = (d: Date | null) => {
    if (d && !isInDateRange(d, minDate, maxDate)) return false;
    setDraft(show(d));
    if ((d?.getTime() ?? null) !== (value?.getTime() ?? null)) onChange(d);
    return true;
  };
  const commitText = () => {
    const parsed = parseDateText(draft, fmt, value ?? new Date());
    if (parsed === undefined || !accept(parsed)) revert();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commitText();
    else if (e.key === 'Escape') revert();
    else if (e.key === 'ArrowDown' && e.altKey) setOpen(true);
  };
  const pickDay = (day: Date | undefined) => {
    if (!day) return;
    // Keep the time of day already chosen when a new day is picked.
    const base = value ?? set(new Date(), { hours: 0, minutes: 0, seconds: 0 });
    const next = timePrecision
      ? set(day, { hours: base.getHours(), minutes: base.getMinutes(), seconds: base.getSeconds() })
      : day;
    accept(next);
    if (!timePrecision) setOpen(false);
  };
  const pickTime = (text: string) => {
    const [h, m, s] = text.split(':').map(Number);
    if ([h, m].some((n) => Number.isNaN(n))) return;
    accept(set(value ?? new Date(), { hours: h, minutes: m, seconds: s || 0, milliseconds: 0 }));
  };
  const today = new Date();
  const todayAllowed = isInDateRange(today, minDate, maxDate);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        if (o && value) setMonth(value);
        setOpen(o);
      }}
    >
      <Popover.Anchor asChild>
        <span
          className={clsx('tb-input', 'tb-date-input', disabled && 'tb-input--disabled', className)}
          style={{ width }}
          {...focusWithin}
        >
          <input
            ref={input}
            id={id}
            type="text"
            className="tb-input__field"
            value={draft}
            placeholder={placeholder ?? fmt.toLowerCase()}
            disabled={disabled}
            aria-label={ariaLabel}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commitText}
            onKeyDown={onKeyDown}
          />
          {enableClear && value != null && !disabled && (
            <button
              type="button"
              className="tb-date-input__button"
              aria-label={`Clear ${name}`}
              onClick={() => accept(null)}
            >
              <XIcon />
            </button>
          )}
          <Popover.Trigger asChild disabled={disabled}>
            <button type="button" className="tb-date-input__button" aria-label={`Open calendar for ${name}`}>
              <CalendarBlankIcon />
            </button>
          </Popover.Trigger>
        </span>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          className="tb-date-popover"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={`Calendar for ${name}`}
          onFocus={focusWithin.onFocus}
          onBlur={focusWithin.onBlur}
        >
          <DayPicker
            mode="single"
            required={false}
            selected={value ?? undefined}
            onSelect={pickDay}
            month={month}
            onMonthChange={setMonth}
            startMonth={minDate ?? undefined}
            endMonth={maxDate ?? undefined}
            disabled={[...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]}
            showOutsideDays
            fixedWeeks
            autoFocus
          />
          <div className="tb-date-popover__footer">
            {timePrecision && (
              <input
                type="time"
                className="tb-date-popover__time"
                aria-label={`Time for ${name}`}
                step={timePrecision === 'second' ? 1 : 60}
                value={value ? format(value, timePrecision === 'second' ? 'HH:mm:ss' : 'HH:mm') : ''}
                onChange={(e) => pickTime(e.target.value)}
              />
            )}
            <button
              type="button"
              className="tb-date-popover__action"
              disabled={!todayAllowed}
              onClick={() => {
                setMonth(today);
                pickDay(today);
              }}
            >
              Today
            </button>
            {enableClear && (
              <button
                type="button"
                className="tb-date-popover__action"
                onClick={() => {
                  accept(null);
                  setOpen(false);
                }}
              >
                Clear
              </button>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
