import { clsx } from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { BackspaceIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import type { PinPadModel } from './PinPadModel';
import './PinPad.css';

export interface PinPadProps {
  /** Its state: the digits entered, the texts shown, whether it takes input (a PinPadModel). */
  model: PinPadModel;
  /** Focus the pad on mount so the keyboard works at once (default true). */
  autoFocus?: boolean;
  /** A class added to the pad's element. */
  className?: string;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Clear', '0', 'Backspace'] as const;
type Key = (typeof KEYS)[number];

/**
 * A PIN entry pad: header, sub-header, one slot per digit, an error line and on-screen keys.
 * Digits can also be typed; Backspace deletes, Escape or Delete clears.
 */
export function PinPad({ model, autoFocus = true, className }: PinPadProps) {
  const { header, subHeader, errorText, disabled, entered, pinLength } = useSnapshot(model);
  const rootRef = useRef<HTMLDivElement>(null);
  const [pressed, setPressed] = useState<Key | null>(null);
  const pressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (autoFocus) rootRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  useEffect(() => () => clearTimeout(pressTimer.current), []);

  const press = (key: Key) => {
    rootRef.current?.focus({ preventScroll: true });
    if (key === 'Clear') model.clear();
    else if (key === 'Backspace') model.deleteDigit();
    else model.enterDigit(key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const key: Key | null = /^\d$/.test(e.key)
      ? (e.key as Key)
      : e.key === 'Backspace'
        ? 'Backspace'
        : e.key === 'Escape' || e.key === 'Delete'
          ? 'Clear'
          : null;
    if (!key || disabled) return;
    e.preventDefault();
    press(key);
    setPressed(key);
    clearTimeout(pressTimer.current);
    pressTimer.current = setTimeout(() => setPressed(null), 120);
  };

  return (
    <div
      ref={rootRef}
      className={clsx('tb-pinpad', disabled && 'tb-pinpad--disabled', className)}
      tabIndex={0}
      role="group"
      aria-label="PIN pad"
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
    >
      <div className="tb-pinpad__display">
        <div className="tb-pinpad__header">{header}</div>
        <div className="tb-pinpad__subheader">{subHeader}</div>
        <div
          className="tb-pinpad__slots"
          role="status"
          aria-label={`${entered.length} of ${pinLength} digits entered`}
        >
          {Array.from({ length: pinLength }, (_, i) => (
            <span
              key={i}
              className={clsx(
                'tb-pinpad__slot',
                i < entered.length && 'tb-pinpad__slot--filled',
                i === entered.length && !disabled && 'tb-pinpad__slot--next',
              )}
            />
          ))}
        </div>
        <div className="tb-pinpad__error" role="alert">
          {errorText}
        </div>
      </div>
      <div className="tb-pinpad__keys">
        {KEYS.map((key) => (
          <Button
            key={key}
            className={clsx(
              'tb-pinpad__key',
              key.length > 1 && 'tb-pinpad__key--action',
              pressed === key && 'tb-button--active',
            )}
            text={key === 'Backspace' ? undefined : key}
            icon={key === 'Backspace' ? <BackspaceIcon size={20} /> : undefined}
            title={key === 'Backspace' ? 'Backspace' : undefined}
            disabled={disabled}
            tabIndex={-1}
            // Keep the focus on the pad, so typing goes on working after a click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => press(key)}
          />
        ))}
      </div>
    </div>
  );
}
