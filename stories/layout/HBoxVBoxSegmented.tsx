import { Button } from '../../src/kit/button';

export interface HBoxVBoxSegmentedProps<T extends string> {
  label: string;
  options: { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A labelled row of toggle buttons, one pressed: picks one value of a layout option. */
export function HBoxVBoxSegmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: HBoxVBoxSegmentedProps<T>) {
  return (
    <>
      <span className="tb-demo-box__label" aria-hidden="true">
        {label}
      </span>
      <div className="tb-demo-box__segmented" role="group" aria-label={label}>
        {options.map((o) => (
          <Button key={o.value} text={o.text} active={o.value === value} onClick={() => onChange(o.value)} />
        ))}
      </div>
    </>
  );
}
