import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import './Box.css';

export type BoxDirection = 'row' | 'column';
/** Cross-axis alignment of the children (CSS align-items). */
export type BoxAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
/** Main-axis distribution of the children (CSS justify-content). */
export type BoxJustify = 'start' | 'center' | 'end' | 'space-between' | 'space-around' | 'space-evenly';

/** A length: a number is in pixels, a string is any CSS length (e.g. '1em', '10%'). */
export type BoxLength = number | string;

export interface BoxProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The boxes and components laid out in it. */
  children?: ReactNode;
  /** Main axis: 'row' (default) lays children left to right, 'column' top to bottom. */
  direction?: BoxDirection;
  /** Space between children. */
  gap?: BoxLength;
  /** Space inside the box, around its children (a number, or any CSS padding). */
  padding?: BoxLength;
  /** Cross-axis alignment of the children; CSS's default ('stretch') when unset. */
  align?: BoxAlign;
  /** Main-axis distribution of the children; 'start' when unset. */
  justify?: BoxJustify;
  /** Lets children flow onto further lines (rows or columns) when they do not fit. */
  wrap?: boolean;
  /** How this box grows and shrinks inside a parent box, e.g. `1` to take the free space. */
  flex?: CSSProperties['flex'];
  /** Width: pixels, or any CSS length. */
  width?: CSSProperties['width'];
  /** Height: pixels, or any CSS length. */
  height?: CSSProperties['height'];
  /** Smallest width it shrinks to. */
  minWidth?: CSSProperties['minWidth'];
  /** Smallest height it shrinks to. */
  minHeight?: CSSProperties['minHeight'];
  /** Largest width it grows to. */
  maxWidth?: CSSProperties['maxWidth'];
  /** Largest height it grows to. */
  maxHeight?: CSSProperties['maxHeight'];
  /** Scrolls its content when it overflows instead of clipping it. */
  scroll?: boolean;
  /** The box's `<div>` element. */
  ref?: Ref<HTMLDivElement>;
}

const ALIGN: Record<BoxAlign, CSSProperties['alignItems']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

const JUSTIFY: Record<BoxJustify, CSSProperties['justifyContent']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
  'space-around': 'space-around',
  'space-evenly': 'space-evenly',
};

/** The CSS a box's layout props stand for; `undefined` entries leave the stylesheet's defaults. */
export function boxStyle({
  direction = 'row',
  gap,
  padding,
  align,
  justify,
  wrap,
  flex,
  width,
  height,
  minWidth,
  minHeight,
  maxWidth,
  maxHeight,
}: Omit<BoxProps, 'children' | 'ref'>): CSSProperties {
  return {
    flexDirection: direction,
    gap,
    padding,
    alignItems: align && ALIGN[align],
    justifyContent: justify && JUSTIFY[justify],
    flexWrap: wrap ? 'wrap' : undefined,
    flex,
    width,
    height,
    minWidth,
    minHeight,
    maxWidth,
    maxHeight,
  };
}

/**
 * The kit's flex container, base of HBox and VBox: direction, gap, padding, alignment, wrapping, and its own
 * flex inside a parent box. Numbers are pixels.
 */
export function Box({
  children,
  direction,
  gap,
  padding,
  align,
  justify,
  wrap,
  flex,
  width,
  height,
  minWidth,
  minHeight,
  maxWidth,
  maxHeight,
  scroll,
  className,
  style,
  ref,
  ...rest
}: BoxProps) {
  const layout = boxStyle({
    direction,
    gap,
    padding,
    align,
    justify,
    wrap,
    flex,
    width,
    height,
    minWidth,
    minHeight,
    maxWidth,
    maxHeight,
  });
  return (
    <div
      ref={ref}
      className={clsx('tb-box', scroll && 'tb-box--scroll', className)}
      style={{ ...layout, ...style }}
      {...rest}
    >
      {children}
    </div>
  );
}
