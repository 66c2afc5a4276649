import { useSnapshot } from 'valtio';
import { FormField, SubFormList, type FormModel } from '@toolbox/kit/form';
import { Select, TextInput } from '@toolbox/kit/input';
import { RELATIONSHIPS, type EmployeeValues } from './FormModelPanelModel';

const relationshipLabel = (v: string | null) => RELATIONSHIPS.find((r) => r.value === v)?.label ?? 'N/A';

/** The references of the employee: a list of sub-forms, each row validated on its own. */
export function FormModelReferences({ form }: { form: FormModel<EmployeeValues> }) {
  useSnapshot(form);
  return (
    <SubFormList
      model={form}
      field="references"
      addText="Add Reference"
      removeLabel={(n) => `Remove reference ${n}`}
      emptyText="No references yet."
      header={
        <>
          <span className="tb-demo-form__ref-name">Name</span>
          <span className="tb-demo-form__ref-email">Email</span>
          <span className="tb-demo-form__ref-relationship">Relationship</span>
        </>
      }
    >
      {(i) => (
        <>
          <FormField
            model={form}
            field={`references.${i}.name`}
            label={null}
            className="tb-demo-form__ref-name"
          >
            {(bind) => <TextInput {...bind} placeholder="Full name" />}
          </FormField>
          <FormField
            model={form}
            field={`references.${i}.email`}
            label={null}
            className="tb-demo-form__ref-email"
          >
            {(bind) => <TextInput {...bind} placeholder="name@example.com" />}
          </FormField>
          <FormField
            model={form}
            field={`references.${i}.relationship`}
            label={null}
            className="tb-demo-form__ref-relationship"
            readonlyRenderer={relationshipLabel}
          >
            {(bind) => <Select {...bind} options={RELATIONSHIPS} />}
          </FormField>
        </>
      )}
    </SubFormList>
  );
}
