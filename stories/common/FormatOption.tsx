import type { ReactNode } from 'react';
import { Select } from '@toolbox/kit/input';

export interface FormatOptionProps {
  /** The option's name, shown as code. */
  name: string;
  /** Id of the input, so the name labels it. */
  htmlFor?: string;
  /** What the option does, in a few words. */
  info?: ReactNode;
  /** The input. */
  children: ReactNode;
  /** Shown at the right end of the row, e.g. the value a slider stands for. */
  value?: ReactNode;
}

/** One row of a formatter option form: the option's name as code, its input, and a line on what it does. */
export function FormatOption({ name, htmlFor, info, children, value }: FormatOptionProps) {
  return (
    <div className="tb-demo-format__option">
      <label className="tb-demo-format__option-name" htmlFor={htmlFor}>
        <code>{name}</code>
      </label>
      <div className="tb-demo-format__option-input">
        {children}
        {value != null && <span className="tb-demo-format__option-value">{value}</span>}
      </div>
      {info != null && <div className="tb-demo-format__option-info">{info}</div>}
    </div>
  );
}

/** The first option of a format demo's form: the formatter to call, picked by name. */
export function FormatterOption<N extends string>(props: {
  id: string;
  value: N;
  names: readonly N[];
  onChange: (name: N) => void;
}) {
  return (
    <FormatOption name="fnName" htmlFor={props.id} info="The formatter to call">
      <Select
        id={props.id}
        value={props.value}
        onChange={(v) => v && props.onChange(v)}
        options={props.names}
        enableFilter={false}
        width="100%"
        className="tb-demo-format__code-select"
      />
    </FormatOption>
  );
}
