import { SliderBase, type SliderCommonProps } from './SliderBase';

/** A low and a high value, low first. */
export type NumberRange = [number, number];

export interface RangeSliderProps extends SliderCommonProps {
  /** The range; null spans the whole track. */
  value: NumberRange | null;
  /** Called with the new range: on release of a thumb or on each arrow key (while dragging with `commitOnChange`). */
  onChange: (value: NumberRange) => void;
}

/** Picks a range of numbers with two thumbs on one track. */
export function RangeSlider({ value, onChange, 'aria-label': ariaLabel, ...rest }: RangeSliderProps) {
  const name = ariaLabel ?? 'Range';
  return (
    <SliderBase
      {...rest}
      aria-label={ariaLabel}
      values={value ?? [rest.min ?? 0, rest.max ?? 100]}
      onCommit={([low = rest.min ?? 0, high = rest.max ?? 100]) => onChange([low, high])}
      thumbLabels={[`${name} minimum`, `${name} maximum`]}
    />
  );
}
