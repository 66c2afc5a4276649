import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Tooltip } from '../tooltip';
import './Button.css';

export type Intent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Label shown on the button. */
  text?: ReactNode;
  /** Icon shown before the text (or alone). */
  icon?: ReactNode;
  /** Icon shown after the text. */
  rightIcon?: ReactNode;
  /** Colour of the button; 'none' (default) is neutral. */
  intent?: Intent;
  /** Transparent until hovered: for toolbars and dense layouts. */
  minimal?: boolean;
  /** Transparent with a border in the intent colour. */
  outlined?: boolean;
  /** Shows the button pressed (toggles, selected items). */
  active?: boolean;
  /** Fills the width of its container. */
  fill?: boolean;
  type?: 'button' | 'submit' | 'reset';
  /** Shown in a tooltip (the kit's Tooltip, not the browser's); also the accessible name of an icon-only button. */
  title?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's button: text and/or icon, five intents, filled, minimal or outlined, with an optional tooltip. */
export function Button({
  text,
  icon,
  rightIcon,
  intent = 'none',
  minimal = false,
  outlined = false,
  active = false,
  fill = false,
  disabled = false,
  className,
  children,
  type = 'button',
  title,
  ref,
  'aria-label': ariaLabel,
  ...rest
}: ButtonProps) {
  const label = text ?? children;
  const iconOnly = label == null && icon != null;
  const style = outlined ? 'outlined' : minimal ? 'minimal' : 'filled';
  const button = (
    <button
      ref={ref}
      type={type}
      aria-label={ariaLabel ?? (iconOnly && title ? title : undefined)}
      aria-pressed={active || undefined}
      disabled={disabled}
      className={clsx(
        'tb-button',
        `tb-button--${style}`,
        `tb-intent-${intent}`,
        active && 'tb-button--active',
        iconOnly && 'tb-button--icon-only',
        fill && 'tb-button--fill',
        className,
      )}
      {...rest}
    >
      {icon != null && <span className="tb-button__icon">{icon}</span>}
      {label != null && <span className="tb-button__text">{label}</span>}
      {rightIcon != null && <span className="tb-button__icon">{rightIcon}</span>}
    </button>
  );
  // Always inside a Tooltip, which keeps the button in place whether or not it has a title, so a title that
  // comes and goes (e.g. only while disabled) never remounts the button.
  return <Tooltip content={title}>{button}</Tooltip>;
}
