import { useSnapshot } from 'valtio';
import { ButtonGroupInput } from '../../src/kit/button';
import { Select, Slider, Switch, TextInput } from '../../src/kit/input';
import { FormatOption } from '../common/FormatOption';
import {
  NUMBER_FORMATTER_NAMES,
  PRECISION_MAX,
  PRECISION_MIN,
  precisionLabel,
  ZERO_PAD_MAX,
  ZERO_PAD_MIN,
  zeroPadLabel,
  type ColorSpecChoice,
  type FormatNumbersPanelModel,
  type NumberFormatForm,
} from './FormatNumbersPanelModel';

type BooleanOption = {
  [K in keyof NumberFormatForm]: NumberFormatForm[K] extends boolean ? K : never;
}[keyof NumberFormatForm];
type TextOption = 'label' | 'prefix' | 'nullDisplay' | 'zeroDisplay';
type ColorOption = 'positiveColor' | 'negativeColor' | 'neutralColor';

const SWITCHES: { key: BooleanOption; info: string }[] = [
  { key: 'ledger', info: 'Negatives in parentheses' },
  { key: 'forceLedgerAlign', info: 'Hidden ) keeps ledger digits aligned' },
  { key: 'withCommas', info: 'Thousands separators' },
  { key: 'omitFourDigitComma', info: 'No comma in 4-digit whole numbers' },
  { key: 'withPlusSign', info: 'A + before positives' },
  { key: 'withSignGlyph', info: '▲ / ▼ in place of the sign' },
  { key: 'strictZero', info: 'Values rounded to 0 keep sign and colour' },
];

const TEXTS: { key: TextOption; info: string; placeholder: string }[] = [
  { key: 'prefix', info: 'Between sign and digits', placeholder: 'e.g. $' },
  { key: 'label', info: 'Units after the digits', placeholder: 'e.g. m' },
  { key: 'nullDisplay', info: 'Shown for null', placeholder: "''" },
  { key: 'zeroDisplay', info: 'Shown for exactly 0', placeholder: 'the zero' },
];

const COLORS: { key: ColorOption; name: string }[] = [
  { key: 'positiveColor', name: 'pos' },
  { key: 'negativeColor', name: 'neg' },
  { key: 'neutralColor', name: 'neutral' },
];

const COLOR_SPECS: { value: ColorSpecChoice; label: string }[] = [
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
  { value: 'custom', label: 'custom' },
];

const inputId = (key: string) => `tb-demo-fmt-number-${key}`;

/** The option form of the Format Numbers demo: the formatter and every NumberFormatOptions field. */
export function FormatNumbersOptions({ model }: { model: FormatNumbersPanelModel }) {
  const form = useSnapshot(model).form;
  const custom = form.colorSpec === 'custom';
  return (
    <div className="tb-demo-format__options">
      <FormatOption name="fnName" htmlFor={inputId('fnName')} info="The formatter to call">
        <Select
          id={inputId('fnName')}
          value={form.fnName}
          onChange={(v) => v && model.set('fnName', v)}
          options={NUMBER_FORMATTER_NAMES}
          enableFilter={false}
          width="100%"
          className="tb-demo-format__code-select"
        />
      </FormatOption>

      <FormatOption
        name="precision"
        info="Decimal places; auto leaves it to the formatter"
        value={precisionLabel(form.precision)}
      >
        <Slider
          aria-label="precision"
          value={form.precision}
          onChange={(v) => model.set('precision', v)}
          min={PRECISION_MIN}
          max={PRECISION_MAX}
          labelStepSize={PRECISION_MAX - PRECISION_MIN}
          labelRenderer={precisionLabel}
          width="100%"
        />
      </FormatOption>
      <FormatOption
        name="zeroPad"
        info="Trailing zeros: unset, false, true or at least n places"
        value={zeroPadLabel(form.zeroPad)}
      >
        <Slider
          aria-label="zeroPad"
          value={form.zeroPad}
          onChange={(v) => model.set('zeroPad', v)}
          min={ZERO_PAD_MIN}
          max={ZERO_PAD_MAX}
          labelStepSize={ZERO_PAD_MAX - ZERO_PAD_MIN}
          labelRenderer={zeroPadLabel}
          width="100%"
        />
      </FormatOption>

      <div className="tb-demo-format__switches">
        {SWITCHES.map(({ key, info }) => (
          <span key={key} className="tb-demo-format__switch" title={info}>
            <Switch
              label={<code>{key}</code>}
              value={form[key]}
              onChange={(v) => model.set(key, v)}
              disabled={key === 'forceLedgerAlign' && !form.ledger}
            />
          </span>
        ))}
      </div>

      <FormatOption name="colorSpec" info="Colour by sign: the theme's, none, or your own">
        <ButtonGroupInput
          aria-label="colorSpec"
          value={form.colorSpec}
          onChange={(v) => v && model.set('colorSpec', v)}
          options={COLOR_SPECS}
          outlined
          fill
        />
      </FormatOption>
      <div className="tb-demo-format__colors">
        {COLORS.map(({ key, name }) => (
          <span key={key} className="tb-demo-format__color">
            <label htmlFor={inputId(key)}>{key}</label>
            <TextInput
              id={inputId(key)}
              value={form[key]}
              onChange={(v) => model.set(key, v)}
              commitOnChange
              disabled={!custom}
              width="100%"
              leftIcon={
                <span
                  className="tb-demo-format__swatch"
                  style={{ background: custom ? form[key] : undefined }}
                  title={`${name} colour`}
                />
              }
            />
          </span>
        ))}
      </div>

      <div className="tb-demo-format__texts">
        {TEXTS.map(({ key, info, placeholder }) => (
          <FormatOption key={key} name={key} htmlFor={inputId(key)} info={info}>
            <TextInput
              id={inputId(key)}
              value={form[key]}
              onChange={(v) => model.set(key, v)}
              commitOnChange
              placeholder={placeholder}
              width="100%"
            />
          </FormatOption>
        ))}
      </div>
    </div>
  );
}
