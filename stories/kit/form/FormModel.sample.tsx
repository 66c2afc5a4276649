import { FormField, FormModel } from '@toolbox/kit/form';
import { useLocalModel } from '@toolbox/kit/app';
import { TextInput } from '@toolbox/kit/input';

interface Contact {
  name: string;
  email: string;
}

/** A form's values, rules and validation live in its model; each FormField binds one input to a field. */
export function ContactForm() {
  const model = useLocalModel(
    () =>
      new FormModel<Contact>({
        fields: {
          name: { label: 'Name', initial: '', rules: [(v) => (v ? null : 'Required')] },
          email: { label: 'Email', initial: '' },
        },
      }),
  );
  return (
    <>
      <FormField model={model} field="name">
        {(bind) => <TextInput {...bind} />}
      </FormField>
      <FormField model={model} field="email">
        {(bind) => <TextInput {...bind} />}
      </FormField>
    </>
  );
}
