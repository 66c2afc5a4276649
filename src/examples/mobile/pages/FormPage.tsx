import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Form, FormField, FormModel, lengthIs, numberIs, required, validEmail } from '@toolbox/kit/form';
import { LocalDateInput, NumberInput, Select, Slider, Switch, TextArea, TextInput } from '@toolbox/kit/input';
import { alert, toast } from '@toolbox/kit/popup';

export interface MobileFormValues {
  name: string;
  email: string;
  phone: string;
  region: string | null;
  startDate: string | null;
  yearsExperience: number | null;
  satisfaction: number;
  newsletter: boolean;
  notes: string;
}

const REGIONS = ['Americas', 'EMEA', 'Asia/Pac'];

/** A sign-up form with every input that suits a phone, validated on submit and as fields are left. */
export function mobileFormModel(): FormModel<MobileFormValues> {
  return new FormModel<MobileFormValues>({
    fields: {
      name: { label: 'Name', initial: '', rules: [required, lengthIs({ max: 40 })] },
      email: { label: 'Email', initial: '', rules: [required, validEmail] },
      phone: { label: 'Phone', initial: '' },
      region: { label: 'Region', initial: null, rules: [required] },
      startDate: { label: 'Start date', initial: null, rules: [required] },
      yearsExperience: {
        label: 'Years of experience',
        initial: null,
        rules: [numberIs({ min: 0, max: 100 })],
      },
      satisfaction: { label: 'Satisfaction', initial: 50 },
      newsletter: { label: 'Newsletter', initial: false },
      notes: { label: 'Notes', initial: '', rules: [lengthIs({ max: 300 })] },
    },
  });
}

class FormPageModel {
  readonly form = mobileFormModel();
  destroy(): void {
    this.form.destroy();
  }
}

export function FormPage() {
  const { form } = useLocalModel(() => new FormPageModel(), { refreshable: false });
  const { isDirty } = useSnapshot(form);
  const submit = async () => {
    const valid = await form.validate();
    if (!valid) {
      toast({
        intent: 'danger',
        message: `Cannot submit your form - ${form.shownInvalidCount} fields failed to pass validation.`,
      });
      return;
    }
    const { name } = form.getValues();
    await alert({ title: 'Submitted', message: `Thanks, ${name}: your form was submitted.` });
    form.reset();
  };
  return (
    <div className="tb-mobile-page tb-mobile-form">
      <Form model={form} aria-label="Sign-up" fieldDefaults={{ commitOnChange: true }}>
        <FormField model={form} field="name">
          {(bind) => <TextInput {...bind} width="100%" autoComplete="name" />}
        </FormField>
        <FormField model={form} field="email">
          {(bind) => <TextInput {...bind} width="100%" type="email" autoComplete="email" />}
        </FormField>
        <FormField model={form} field="phone">
          {(bind) => <TextInput {...bind} width="100%" type="tel" autoComplete="tel" />}
        </FormField>
        <FormField model={form} field="region">
          {(bind) => <Select {...bind} width="100%" options={REGIONS} />}
        </FormField>
        <FormField model={form} field="startDate">
          {(bind) => <LocalDateInput {...bind} width="100%" />}
        </FormField>
        <FormField model={form} field="yearsExperience">
          {(bind) => <NumberInput {...bind} width="100%" min={0} max={100} />}
        </FormField>
        <FormField model={form} field="satisfaction">
          {(bind) => <Slider {...bind} min={0} max={100} labelStepSize={25} />}
        </FormField>
        <FormField model={form} field="newsletter">
          {(bind) => <Switch {...bind} label="Send me the newsletter" />}
        </FormField>
        <FormField model={form} field="notes">
          {(bind) => <TextArea {...bind} width="100%" height={90} />}
        </FormField>
      </Form>
      <div className="tb-mobile-form__actions">
        <Button text="Reset" disabled={!isDirty} onClick={() => form.reset()} />
        <Button intent="primary" text="Submit" onClick={() => void submit()} />
      </div>
    </div>
  );
}
