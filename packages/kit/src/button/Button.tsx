import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import { Tooltip } from '../tooltip';
import './Button.css';

/** The colour of a button, an icon or a message: neutral, or one of four meanings. */
export type Intent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Label shown on the button. */
  text?: ReactNode;
  /** Icon shown before the text (or alone). */
  icon?: ReactNode;
  /** Icon shown after the text. */
  rightIcon?: ReactNode;
  /** Colour of the button: neutral ('none'), or the meaning of what it does. */
  intent?: Intent;
  /** Transparent until hovered: for toolbars and dense layouts. */
  minimal?: boolean;
  /** Transparent with a border in the intent colour. */
  outlined?: boolean;
  /** Shows the button pressed (toggles, selected items). */
  active?: boolean;
  /** Fills the width of its container. */
  fill?: boolean;
  /** Greyed out: it takes no clicks or key presses. */
  disabled?: boolean;
  /** Called when the button is clicked, or pressed with Enter or Space; never while disabled. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** What the button does in a form: 'button' (nothing by itself), 'submit' or 'reset'. */
  type?: 'button' | 'submit' | 'reset';
  /** Shown in a tooltip (the kit's Tooltip, not the browser's); also the accessible name of an icon-only button. */
  title?: string;
  /** The `<button>` element, e.g. to focus it or to anchor a popover to it. */
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
