import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@phosphor-icons/react';
import { Panel } from '@toolbox/kit/panel';

/** A sample input and what the chosen formatter makes of it. */
export interface FormatResultRow {
  key: string;
  /** The input as the reader should see it: a value as code, or a description. */
  input: ReactNode;
  output: ReactNode;
}

export interface FormatResultsProps {
  rows: readonly FormatResultRow[];
  /** The try-it row's input. */
  tryItInput: ReactNode;
  tryItOutput: ReactNode;
  /** Right-aligns the outputs, as numbers are read. */
  alignOutput?: 'left' | 'right';
}

/** The 'Input > Output' panel: a table of sample inputs with their formatted outputs, and a try-it row. */
export function FormatResults({ rows, tryItInput, tryItOutput, alignOutput = 'left' }: FormatResultsProps) {
  const outputClass = clsx(
    'tb-demo-format__output',
    alignOutput === 'right' && 'tb-demo-format__output--right',
  );
  return (
    <Panel
      title="Input > Output"
      icon={<ArrowRightIcon />}
      width={450}
      compactHeader
      className="tb-demo-format__results"
    >
      <table className="tb-demo-format__table" aria-label="Input > Output">
        <thead>
          <tr>
            <th scope="col">Input</th>
            <th scope="col" className={outputClass}>
              Output
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="tb-demo-format__input">
                {row.input}
              </th>
              <td className={outputClass}>{row.output}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="tb-demo-format__try-it">
            <th scope="row" className="tb-demo-format__input">
              {tryItInput}
            </th>
            <td className={outputClass}>{tryItOutput}</td>
          </tr>
        </tfoot>
      </table>
    </Panel>
  );
}
