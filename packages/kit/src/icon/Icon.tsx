import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { QuestionIcon, type IconWeight } from '@phosphor-icons/react';
import { type Intent } from '../button';
import { ICONS, type IconName } from './iconRegistry';
import './Icon.css';

/** Font Awesome style variants: regular, solid, light and thin. */
export type IconVariant = 'far' | 'fas' | 'fal' | 'fat';

export const ICON_VARIANTS: readonly IconVariant[] = ['far', 'fas', 'fal', 'fat'];

/** Relative sizes (in em of the surrounding text), as in Font Awesome. */
export const ICON_SIZES = [
  '2xs',
  'xs',
  'sm',
  'default',
  'lg',
  'xl',
  '2xl',
  '1x',
  '2x',
  '3x',
  '4x',
  '5x',
  '6x',
  '7x',
  '8x',
  '9x',
  '10x',
] as const;

export type IconSize = (typeof ICON_SIZES)[number];

const WEIGHTS: Record<IconVariant, IconWeight> = {
  far: 'regular',
  fas: 'fill',
  fal: 'light',
  fat: 'thin',
};

export interface IconProps {
  /** Which of the kit's icons (an unknown name shows a question mark). */
  name: IconName;
  /** far (regular, default), fas (solid), fal (light) or fat (thin). */
  variant?: IconVariant;
  /** Size relative to the surrounding text (default: the text's size). */
  size?: IconSize;
  /** Colour; 'none' (default) takes the text colour. */
  intent?: Intent;
  /** Accessible name; without one the icon is decorative (hidden from assistive technology). */
  title?: string;
  /** A class added to the icon's svg element. */
  className?: string;
  /** Styles of the icon's svg element. */
  style?: CSSProperties;
}

/** One of the kit's built-in icons, in a variant, size and intent. */
export function Icon({
  name,
  variant = 'far',
  size = 'default',
  intent = 'none',
  title,
  className,
  style,
}: IconProps) {
  const Glyph = ICONS[name] ?? QuestionIcon;
  return (
    <Glyph
      weight={WEIGHTS[variant]}
      size="1em"
      alt={title}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-icon={name}
      data-variant={variant}
      className={clsx('tb-icon', `tb-icon--${size}`, intent !== 'none' && `tb-icon--${intent}`, className)}
      style={style}
    />
  );
}
