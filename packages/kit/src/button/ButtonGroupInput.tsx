import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { Button, type Intent } from './Button';
import './ButtonGroupInput.css';

/** One choice of a ButtonGroupInput. */
export interface ButtonGroupOption<T extends string = string> {
  /** The value the choice stands for. */
  value: T;
  /** Text of the button (default: the value); with only an icon, give a title. */
  label?: ReactNode;
  /** Icon shown before the label (or alone). */
  icon?: ReactNode;
  /** Shown in a tooltip; also the accessible name of a button with only an icon. */
  title?: string;
  /** This choice alone cannot be picked. */
  disabled?: boolean;
}

export interface ButtonGroupInputProps<T extends string = string> {
  /** The selected value; null for none. */
  value: T | null;
  /** Called with the value the user picks, or null when they clear it (see enableClear). */
  onChange: (value: T | null) => void;
  /** The choices, left to right: values, or options with a label and icon. */
  options: readonly (T | ButtonGroupOption<T>)[];
  /** Colour of the buttons: neutral ('none'), or a meaning. */
  intent?: Intent;
  /** Transparent buttons until hovered. */
  minimal?: boolean;
  /** Transparent buttons with a border. */
  outlined?: boolean;
  /** Greys out every button; the value cannot be changed. */
  disabled?: boolean;
  /** Whether clicking the selected button clears the value; without it, one stays selected. */
  enableClear?: boolean;
  /** Stretches the buttons over the width of the container. */
  fill?: boolean;
  /** A class added to the group's element. */
  className?: string;
  /** Accessible name of the radio group: what the choice is about ('Version'). */
  'aria-label'?: string;
}

function toOption<T extends string>(o: T | ButtonGroupOption<T>): ButtonGroupOption<T> {
  return typeof o === 'string' ? { value: o } : o;
}

/**
 * Picks one value from a row of joined buttons (a radio group: arrow keys move between the choices). Takes the
 * Button styles: filled (default), minimal or outlined, in any intent.
 */
export function ButtonGroupInput<T extends string = string>({
  value,
  onChange,
  options,
  intent = 'none',
  minimal = false,
  outlined = false,
  disabled = false,
  enableClear = false,
  fill = false,
  className,
  'aria-label': ariaLabel,
}: ButtonGroupInputProps<T>) {
  const style = outlined ? 'outlined' : minimal ? 'minimal' : 'filled';
  const items = options.map(toOption);
  return (
    <ToggleGroup.Root
      type="single"
      value={value ?? ''}
      onValueChange={(v) => {
        if (v === '') {
          if (enableClear) onChange(null);
          return;
        }
        onChange(v as T);
      }}
      disabled={disabled}
      aria-label={ariaLabel}
      className={clsx(
        'tb-button-group',
        `tb-button-group--${style}`,
        fill && 'tb-button-group--fill',
        className,
      )}
    >
      {items.map((o) => (
        <ToggleGroup.Item key={o.value} value={o.value} disabled={o.disabled} asChild>
          <Button
            text={o.label ?? (o.icon == null ? o.value : undefined)}
            icon={o.icon}
            title={o.title}
            intent={intent}
            minimal={minimal}
            outlined={outlined}
            className={clsx(o.value === value && 'tb-button--active')}
          />
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
