import { proxy } from 'valtio';
import { DUE_DATE_PAST_MESSAGE, TASK_DESCRIPTION_MAX, type Task } from '../../api';
import { FormModel, lengthIs, required, type Rule } from '@toolbox/kit/form';
import { localToday } from './taskGroups';

export interface TaskFormValues {
  description: string;
  dueDate: string | null;
}

/** A new task's due date may not be in the past (an existing task may be overdue). */
const notBeforeToday: Rule<string | null> = ({ value }) =>
  value && value < localToday() ? DUE_DATE_PAST_MESSAGE : null;

/**
 * The task form of the dialog: a new task (`task` null) or one being edited. The description is required (1 to
 * 200 characters); on create the due date may not be before today.
 */
export class TaskFormModel {
  readonly form: FormModel<TaskFormValues>;

  constructor(readonly task: Task | null) {
    this.form = new FormModel<TaskFormValues>({
      fields: {
        description: {
          label: 'Description',
          initial: task?.description ?? '',
          rules: [required, lengthIs({ max: TASK_DESCRIPTION_MAX })],
        },
        dueDate: {
          label: 'Due date',
          initial: task?.dueDate ?? null,
          rules: task ? [] : [notBeforeToday],
        },
      },
    });
    return proxy(this);
  }

  get isNew(): boolean {
    return this.task === null;
  }

  destroy(): void {
    this.form.destroy();
  }
}
