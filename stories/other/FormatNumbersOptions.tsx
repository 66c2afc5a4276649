import { useSnapshot } from 'valtio';
import { ButtonGroupInput } from '@toolbox/kit/button';
import { Slider, Switch, TextInput } from '@toolbox/kit/input';
import { FormatOption, FormatterOption } from '../common/FormatOption';
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

/** A numeric option set with a slider, its value shown as the label says (e.g. 'auto' for -1). */
function SliderOption(props: {
  name: string;
  info: string;
  value: number;
  range: readonly [number, number];
  label: (value: number) => string;
  onChange: (value: number) => void;
}) {
  const [min, max] = props.range;
  return (
    <FormatOption name={props.name} info={props.info} value={props.label(props.value)}>
      <Slider
        aria-label={props.name}
        value={props.value}
        onChange={props.onChange}
        min={min}
        max={max}
        labelStepSize={max - min}
        labelRenderer={props.label}
        width="100%"
      />
    </FormatOption>
  );
}

/** The option form of the Format Numbers demo: the formatter and every NumberFormatOptions field. */
export function FormatNumbersOptions({ model }: { model: FormatNumbersPanelModel }) {
  const form = useSnapshot(model).form;
  const custom = form.colorSpec === 'custom';
  return (
    <div className="tb-demo-format__options">
      <FormatterOption
        id={inputId('fnName')}
        value={form.fnName}
        names={NUMBER_FORMATTER_NAMES}
        onChange={(v) => model.set('fnName', v)}
      />

      <SliderOption
        name="precision"
        info="Decimal places; auto leaves it to the formatter"
        value={form.precision}
        range={[PRECISION_MIN, PRECISION_MAX]}
        label={precisionLabel}
        onChange={(v) => model.set('precision', v)}
      />
      <SliderOption
        name="zeroPad"
        info="Trailing zeros: unset, false, true or at least n places"
        value={form.zeroPad}
        range={[ZERO_PAD_MIN, ZERO_PAD_MAX]}
        label={zeroPadLabel}
        onChange={(v) => model.set('zeroPad', v)}
      />

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
