import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Switch, TextInput } from '@toolbox/kit/input';
import { FormatOption, FormatterOption } from '../common/FormatOption';
import {
  DATE_FORMATTER_NAMES,
  takesFormat,
  type DateFormatterName,
  type FormatDatesPanelModel,
} from './FormatDatesPanelModel';

/** What each formatter shows without a pattern of its own. */
const DEFAULT_PATTERNS: Record<DateFormatterName, ReactNode> = {
  fmtDate: <code>yyyy-MM-dd</code>,
  fmtCompactDate: 'the time today, month and day within 6 months, else the date',
  fmtDateTime: <code>yyyy-MM-dd h:mmaaa</code>,
  fmtTime: <code>h:mmaaa</code>,
};

const inputId = (key: string) => `tb-demo-fmt-date-${key}`;

/** The option form of the Format Dates demo: the formatter, its pattern (fmtDate only), nullDisplay and tooltip. */
export function FormatDatesOptions({ model }: { model: FormatDatesPanelModel }) {
  const form = useSnapshot(model).form;
  const fmtEnabled = takesFormat(form.fnName);
  return (
    <div className="tb-demo-format__options">
      <FormatterOption
        id={inputId('fnName')}
        value={form.fnName}
        names={DATE_FORMATTER_NAMES}
        onChange={(v) => model.set('fnName', v)}
      />
      <FormatOption
        name="fmt"
        htmlFor={inputId('fmt')}
        info={
          fmtEnabled ? (
            <>
              A{' '}
              <a href="https://date-fns.org/docs/format" target="_blank" rel="noreferrer">
                date-fns pattern
              </a>
              , by default {DEFAULT_PATTERNS.fmtDate}
            </>
          ) : (
            <>
              Only for <code>fmtDate</code>; {form.fnName} shows {DEFAULT_PATTERNS[form.fnName]}
            </>
          )
        }
      >
        <TextInput
          id={inputId('fmt')}
          value={fmtEnabled ? form.fmt : ''}
          onChange={(v) => model.set('fmt', v)}
          commitOnChange
          disabled={!fmtEnabled}
          placeholder={fmtEnabled ? 'yyyy-MM-dd' : ''}
          width="100%"
          className="tb-demo-format__code-input"
        />
      </FormatOption>
      <FormatOption name="nullDisplay" htmlFor={inputId('nullDisplay')} info="Shown for null and undefined">
        <TextInput
          id={inputId('nullDisplay')}
          value={form.nullDisplay}
          onChange={(v) => model.set('nullDisplay', v)}
          commitOnChange
          placeholder="''"
          width="100%"
        />
      </FormatOption>
      <FormatOption
        name="tooltip"
        htmlFor={inputId('tooltip')}
        info="Hover an output for the full date and time"
      >
        <Switch id={inputId('tooltip')} value={form.tooltip} onChange={(v) => model.set('tooltip', v)} />
      </FormatOption>
      <div className="tb-demo-format__note">
        <p>
          Each takes a <code>Date</code>, epoch milliseconds, an ISO string or a local date (
          <code>&apos;2024-02-29&apos;</code>).
        </p>
        <p>
          Try <code>EEEE, MMMM do yyyy</code> or <code>QQQ yyyy</code>. A pattern date-fns cannot read makes
          the formatter throw: the table shows <code>#exception#</code>.
        </p>
      </div>
    </div>
  );
}
