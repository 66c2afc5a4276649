import { SliderBase, type SliderCommonProps } from './SliderBase';

export interface SliderProps extends SliderCommonProps {
  /** The value; null shows the thumb at the minimum. */
  value: number | null;
  /** Called with the new value: on release of the thumb or on each arrow key (while dragging with `commitOnChange`). */
  onChange: (value: number) => void;
}

/** Picks a number by dragging a thumb along a track, or with the arrow keys; labelled ticks below. */
export function Slider({ value, onChange, 'aria-label': ariaLabel, ...rest }: SliderProps) {
  return (
    <SliderBase
      {...rest}
      aria-label={ariaLabel}
      values={[value ?? rest.min ?? 0]}
      onCommit={([v]) => onChange(v ?? rest.min ?? 0)}
      thumbLabels={[ariaLabel ?? 'Value']}
    />
  );
}
