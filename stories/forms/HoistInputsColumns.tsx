import { MagnifyingGlassIcon } from '@phosphor-icons/react';
import { ButtonGroupInput } from '@toolbox/kit/button';
import type { FormModel } from '@toolbox/kit/form';
import {
  Checkbox,
  DateInput,
  JsonInput,
  LocalDateInput,
  NumberInput,
  RadioInput,
  RangeSlider,
  Select,
  Slider,
  Switch,
  TextArea,
  TextInput,
} from '@toolbox/kit/input';
import { US_STATES } from '../common/usStates';
import { DemoSection } from '../common/DemoSection';
import { HoistInputRow } from './HoistInputRow';
import {
  BUTTON_GROUP_OPTIONS,
  COLORS,
  RADIO_OPTIONS,
  SLIDER2_MAX,
  SLIDER2_MIN,
  customerLabel,
  dateWindow,
  percentLabel,
  searchCustomers,
  type InputsValues,
} from './HoistInputsPanelModel';

const thousands = (v: number) => `${v / 1000}k`;

/** The three columns of sample inputs: text, numbers and dates, choices. */
export function HoistInputsColumns({ form }: { form: FormModel<InputsValues> }) {
  const range = dateWindow();
  return (
    <div className="tb-demo-inputs__columns">
      <DemoSection title="Text">
        <HoistInputRow form={form} field="textInput1">
          {(bind) => <TextInput {...bind} />}
        </HoistInputRow>
        <HoistInputRow form={form} field="textInput2">
          {(bind) => <TextInput {...bind} leftIcon={<MagnifyingGlassIcon />} placeholder="Search..." />}
        </HoistInputRow>
        <HoistInputRow form={form} field="textInput3">
          {(bind) => <TextInput {...bind} width={120} />}
        </HoistInputRow>
        <HoistInputRow form={form} field="textArea">
          {(bind) => <TextArea {...bind} height={70} placeholder="A few lines..." />}
        </HoistInputRow>
        <HoistInputRow form={form} field="jsonInput">
          {(bind) => <JsonInput {...bind} height={110} />}
        </HoistInputRow>
      </DemoSection>
      <DemoSection title="Numbers and dates">
        <HoistInputRow form={form} field="numberInput1">
          {(bind) => <NumberInput {...bind} allowEmpty step={1000} majorStep={100000} minorStep={100} />}
        </HoistInputRow>
        <HoistInputRow form={form} field="numberInput2">
          {(bind) => (
            <NumberInput
              {...bind}
              min={0}
              max={1000000}
              step={1000}
              majorStep={100000}
              minorStep={100}
              displayWithCommas
            />
          )}
        </HoistInputRow>
        <HoistInputRow form={form} field="numberInput3" readonlyRenderer={percentLabel}>
          {(bind) => <NumberInput {...bind} scaleFactor={100} valueLabel="%" min={0} max={1} width={110} />}
        </HoistInputRow>
        <HoistInputRow form={form} field="slider1">
          {(bind) => <Slider {...bind} min={0} max={100} labelStepSize={25} />}
        </HoistInputRow>
        <HoistInputRow form={form} field="slider2">
          {(bind) => (
            <RangeSlider
              {...bind}
              min={SLIDER2_MIN}
              max={SLIDER2_MAX}
              step={1000}
              labelStepSize={25000}
              labelRenderer={thousands}
            />
          )}
        </HoistInputRow>
        <HoistInputRow form={form} field="dateInput1">
          {(bind) => <DateInput {...bind} minDate={range.min} maxDate={range.max} enableClear />}
        </HoistInputRow>
        <HoistInputRow form={form} field="dateInput2">
          {(bind) => <DateInput {...bind} timePrecision="minute" enableClear width={180} />}
        </HoistInputRow>
        <HoistInputRow form={form} field="dateInput3">
          {(bind) => <LocalDateInput {...bind} enableClear />}
        </HoistInputRow>
      </DemoSection>
      <DemoSection title="Choices">
        <HoistInputRow form={form} field="select1">
          {(bind) => <Select {...bind} options={US_STATES} enableClear width="100%" />}
        </HoistInputRow>
        <HoistInputRow form={form} field="select2">
          {(bind) => <Select {...bind} options={COLORS} enableCreate enableClear width="100%" />}
        </HoistInputRow>
        <HoistInputRow form={form} field="select3" readonlyRenderer={customerLabel}>
          {(bind) => (
            <Select<number>
              {...bind}
              queryFn={searchCustomers}
              enableClear
              placeholder="Search customers..."
              width="100%"
            />
          )}
        </HoistInputRow>
        <HoistInputRow form={form} field="select4">
          {(bind) => <Select<string> {...bind} enableMulti options={US_STATES} width="100%" />}
        </HoistInputRow>
        <HoistInputRow form={form} field="checkbox">
          {(bind) => <Checkbox {...bind} label="Check me" />}
        </HoistInputRow>
        <HoistInputRow form={form} field="switch">
          {(bind) => <Switch {...bind} label="Switch me" />}
        </HoistInputRow>
        <HoistInputRow form={form} field="buttonGroupInput">
          {(bind) => <ButtonGroupInput {...bind} options={BUTTON_GROUP_OPTIONS} />}
        </HoistInputRow>
        <HoistInputRow form={form} field="radioInput">
          {(bind) => <RadioInput {...bind} options={RADIO_OPTIONS} />}
        </HoistInputRow>
      </DemoSection>
    </div>
  );
}
