import { useSnapshot } from 'valtio';
import { Form, FormField } from '@toolbox/kit/form';
import { Checkbox, LocalDateInput, NumberInput, Select, TextArea, TextInput } from '@toolbox/kit/input';
import { DemoSection } from '../common/DemoSection';
import { FormModelReferences } from './FormModelReferences';
import { REASONS_FOR_LEAVING, REGIONS, type FormModelPanelModel } from './FormModelPanelModel';

/** The employee form: personal details, employment and references. */
export function FormModelFields({ model }: { model: FormModelPanelModel }) {
  const { options } = useSnapshot(model);
  const { form } = model;
  return (
    <Form
      model={form}
      aria-label="Employee"
      className="tb-demo-form__form"
      fieldDefaults={{
        inline: options.inline,
        minimal: options.minimal,
        commitOnChange: options.commitOnChange,
        labelWidth: 118,
      }}
    >
      <div className="tb-demo-form__columns">
        <DemoSection title="Personal">
          <FormField model={form} field="firstName">
            {(bind) => <TextInput {...bind} />}
          </FormField>
          <FormField model={form} field="lastName">
            {(bind) => <TextInput {...bind} />}
          </FormField>
          <FormField model={form} field="email">
            {(bind) => <TextInput {...bind} placeholder="name@company.com" />}
          </FormField>
          <FormField model={form} field="notes">
            {(bind) => <TextArea {...bind} height={100} placeholder="At least 10 characters..." />}
          </FormField>
        </DemoSection>
        <DemoSection title="Employment">
          <FormField model={form} field="isManager">
            {(bind) => <Checkbox {...bind} label="Has direct reports" />}
          </FormField>
          <FormField model={form} field="yearsExperience">
            {(bind) => <NumberInput {...bind} allowEmpty width={120} />}
          </FormField>
          <div className="tb-demo-form__pair">
            <FormField model={form} field="startDate">
              {(bind) => <LocalDateInput {...bind} width="100%" />}
            </FormField>
            <FormField model={form} field="endDate">
              {(bind) => <LocalDateInput {...bind} enableClear width="100%" />}
            </FormField>
          </div>
          <FormField model={form} field="reasonForLeaving">
            {(bind) => <Select {...bind} options={REASONS_FOR_LEAVING} enableClear width="100%" />}
          </FormField>
          <FormField model={form} field="region">
            {(bind) => <Select {...bind} options={REGIONS} width="100%" />}
          </FormField>
          <FormField model={form} field="tags">
            {(bind) => (
              <Select<string>
                {...bind}
                enableMulti
                enableCreate
                options={['engineering', 'remote', 'contractor', 'leadership']}
                placeholder="Add tags..."
                width="100%"
              />
            )}
          </FormField>
        </DemoSection>
      </div>
      <DemoSection title="References" label="References section">
        <FormModelReferences form={form} />
      </DemoSection>
    </Form>
  );
}
