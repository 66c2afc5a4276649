import { clsx } from 'clsx';
import * as RadixSlider from '@radix-ui/react-slider';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { observeLayout } from '../app/observeLayout';
import { useInputHandle, type FocusableInputProps } from './inputHandle';
import { shownTickLabels } from './sliderTicks';
import { useFocusWithin } from './useFocusWithin';
import './Slider.css';

/** Options shared by Slider and RangeSlider. */
export interface SliderCommonProps extends FocusableInputProps {
  /** Lowest value (default 0). */
  min?: number;
  /** Highest value (default 100). */
  max?: number;
  /** Amount one arrow key or drag notch moves (default 1). */
  step?: number;
  /** Distance between the labelled ticks under the track (default: a fifth of the range). */
  labelStepSize?: number;
  /** Renders a value on the tick labels and the thumb's bubble (default: the number as is). */
  labelRenderer?: (value: number) => ReactNode;
  /** Commit while dragging instead of on release (default false). */
  commitOnChange?: boolean;
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

interface SliderBaseProps extends SliderCommonProps {
  values: number[];
  onCommit: (values: number[]) => void;
  thumbLabels: string[];
}

const sameValues = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

function ticks(min: number, max: number, stepSize: number): number[] {
  const out: number[] = [];
  // Rounding keeps fractional steps from drifting past the last tick.
  for (let v = min; v <= max + stepSize / 1e6; v = Math.round((v + stepSize) * 1e9) / 1e9) out.push(v);
  return out;
}

/** The indexes of the tick labels in `ticks` that fit side by side, joined by commas. */
function shownTicksOf(ticks: HTMLElement): string {
  const labels = [...ticks.children] as HTMLElement[];
  // A label's offsetLeft is its centre: it is placed at its value and pulled back by half its width.
  return shownTickLabels(
    labels.map((l) => l.offsetLeft),
    labels.map((l) => l.offsetWidth),
  ).join();
}

/** The track, thumbs and tick labels of Slider and RangeSlider (Radix Slider). */
export function SliderBase({
  values,
  onCommit,
  thumbLabels,
  min = 0,
  max = 100,
  step = 1,
  labelStepSize,
  labelRenderer = (v) => v,
  commitOnChange = false,
  disabled = false,
  width,
  id,
  className,
  ref,
  onFocus,
  onBlur,
}: SliderBaseProps) {
  // While dragging without commitOnChange the thumbs move ahead of the committed value.
  const [draft, setDraft] = useState<number[] | null>(null);
  const shown = draft ?? values;
  const firstThumb = useRef<HTMLSpanElement>(null);
  useInputHandle(ref, firstThumb);
  const focusWithin = useFocusWithin(onFocus, onBlur);

  const commit = (next: number[]) => {
    setDraft(null);
    if (!sameValues(next, values)) onCommit(next);
  };
  const tickValues = ticks(min, max, labelStepSize ?? (max - min) / 5);
  const pct = (v: number) => ((v - min) / (max - min)) * 100;

  // The tick labels that fit side by side at the slider's width: a narrow slider shows fewer, never a jumble.
  const ticksRef = useRef<HTMLSpanElement>(null);
  const [shownTicks, setShownTicks] = useState<string | null>(null);
  useLayoutEffect(() => {
    const el = ticksRef.current;
    if (!el) return;
    const measure = () => setShownTicks(shownTicksOf(el));
    const disconnect = observeLayout(el, measure);
    if (!disconnect) measure();
    return disconnect ?? undefined;
  }, []);
  // New labels (another range or renderer) are measured afresh.
  const tickSignature = tickValues.map((t) => String(labelRenderer(t))).join('|');
  useLayoutEffect(() => {
    if (ticksRef.current) setShownTicks(shownTicksOf(ticksRef.current));
  }, [tickSignature]);
  const tickShown = (i: number) => shownTicks === null || shownTicks.split(',').includes(String(i));

  return (
    <span
      className={clsx('tb-slider', disabled && 'tb-slider--disabled', className)}
      style={{ width }}
      {...focusWithin}
    >
      <RadixSlider.Root
        className="tb-slider__root"
        value={shown}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        minStepsBetweenThumbs={0}
        onValueChange={(v) => (commitOnChange ? commit(v) : setDraft(v))}
        onValueCommit={commit}
      >
        <RadixSlider.Track className="tb-slider__track">
          <RadixSlider.Range className="tb-slider__range" />
        </RadixSlider.Track>
        {shown.map((v, i) => (
          <RadixSlider.Thumb
            key={i}
            ref={i === 0 ? firstThumb : undefined}
            id={i === 0 ? id : undefined}
            className="tb-slider__thumb"
            aria-label={thumbLabels[i]}
          >
            <span className="tb-slider__bubble" aria-hidden>
              {labelRenderer(v)}
            </span>
          </RadixSlider.Thumb>
        ))}
      </RadixSlider.Root>
      <span ref={ticksRef} className="tb-slider__ticks" aria-hidden>
        {tickValues.map((t, i) => (
          <span
            key={t}
            className="tb-slider__tick"
            // Hidden, not removed: it keeps its width, measured at the next resize.
            style={{ left: `${pct(t)}%`, visibility: tickShown(i) ? undefined : 'hidden' }}
          >
            {labelRenderer(t)}
          </span>
        ))}
      </span>
    </span>
  );
}
