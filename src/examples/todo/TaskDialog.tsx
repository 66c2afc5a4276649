import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { Form, FormField } from '@toolbox/kit/form';
import { LocalDateInput, TextInput } from '@toolbox/kit/input';
import { Dialog } from '@toolbox/kit/popup';
import { localToday } from './taskGroups';
import type { TodoModel } from './TodoModel';

/** The task form in a modal dialog: Add or Edit, validated before it is saved. */
export function TaskDialog({ model }: { model: TodoModel }) {
  const { editor, saving } = useSnapshot(model);
  const form = model.editor?.form;
  if (!editor || !form) return null;
  const isNew = editor.task === null;
  const save = () => void model.saveEditor();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && model.closeEditor()}
      title={isNew ? 'Add task' : 'Edit task'}
      width={460}
      footer={
        <>
          <Button text="Cancel" onClick={() => model.closeEditor()} />
          <Button intent="primary" text={isNew ? 'Add' : 'Save'} disabled={saving} onClick={save} />
        </>
      }
    >
      <Form model={form} aria-label="Task" fieldDefaults={{ commitOnChange: true }}>
        <FormField model={form} field="description" info="What is to be done, in at most 200 characters.">
          {(bind) => (
            <TextInput {...bind} width="100%" autoFocus placeholder="e.g. Send the monthly report" />
          )}
        </FormField>
        <FormField
          model={form}
          field="dueDate"
          info={isNew ? 'Today or later; leave empty for no date.' : null}
        >
          {(bind) => (
            <LocalDateInput {...bind} enableClear width={200} minDate={isNew ? localToday() : undefined} />
          )}
        </FormField>
      </Form>
    </Dialog>
  );
}
