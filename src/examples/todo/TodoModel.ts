import { CheckCircleIcon, CircleIcon, PencilSimpleIcon, TrashIcon } from '@phosphor-icons/react';
import { createElement } from 'react';
import { proxy, ref } from 'valtio';
import { DEFAULT_TODO_PREFS, FetchError, todoApi, type Task, type TodoPrefs } from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import type { StoreRecord } from '@toolbox/kit/data';
import {
  actionColumn,
  dateFormatter,
  GridModel,
  recordActionItems,
  type RecordAction,
} from '@toolbox/kit/grid';
import { confirm, toast } from '@toolbox/kit/popup';
import { compareGroups, localToday, taskGroup, type TaskGroup } from './taskGroups';
import { TaskFormModel, type TaskFormValues } from './TaskFormModel';

/** A task as the grid holds it: with its group on the day it was loaded. */
export interface TaskRow extends Task {
  group: TaskGroup;
}

/** The sort of each 'Sort by' preference: due date (undated last), description, or newest first. */
const SORTS: Record<TodoPrefs['sortBy'], string[]> = {
  dueDate: ['dueDate|asc', 'description|asc'],
  description: ['description|asc'],
  created: ['createdAt|desc'],
};

/** Why a call failed, for a toast: the server's readable message. */
function reason(e: unknown): string {
  return e instanceof FetchError || e instanceof Error ? e.message : String(e);
}

/**
 * The TODO app: the user's tasks in a grid grouped Overdue / Today / Upcoming / Complete, with record actions
 * (edit, toggle complete, delete after a confirmation), a validated task form in a dialog, and preferences
 * (show completed, group by, sort) saved on the server for the user.
 */
export class TodoModel {
  prefs: TodoPrefs = { ...DEFAULT_TODO_PREFS };
  /** The task form shown in the dialog, or null when it is closed. */
  editor: TaskFormModel | null = null;
  /** Whether the Preferences dialog is open. */
  prefsOpen = false;
  saving = false;
  // Made in the constructor: their handlers call the model through its proxy (so views see the changes).
  gridModel!: GridModel<TaskRow, Task>;
  actions!: RecordAction<TaskRow>[];
  readonly loadTask = new LoadTask({ what: 'your tasks' });

  constructor() {
    const self = proxy(this);
    self.actions = ref([
      {
        text: 'Edit',
        icon: createElement(PencilSimpleIcon),
        onClick: (r: StoreRecord<TaskRow>) => self.openEditor(r.data),
      },
      {
        text: 'Mark complete',
        icon: createElement(CheckCircleIcon),
        hidden: (r: StoreRecord<TaskRow>) => r.data.complete,
        onClick: (r: StoreRecord<TaskRow>) => void self.toggleComplete(r.data),
      },
      {
        text: 'Mark not complete',
        icon: createElement(CircleIcon),
        hidden: (r: StoreRecord<TaskRow>) => !r.data.complete,
        onClick: (r: StoreRecord<TaskRow>) => void self.toggleComplete(r.data),
      },
      {
        text: 'Delete',
        icon: createElement(TrashIcon),
        intent: 'danger',
        onClick: (r: StoreRecord<TaskRow>) => void self.deleteTask(r.data),
      },
    ]);
    self.gridModel = new GridModel<TaskRow, Task>({
      store: {
        processRawData: (t: Task): TaskRow => ({ ...t, group: taskGroup(t, localToday()) }),
        fields: [
          { name: 'description', type: 'string', displayName: 'Description' },
          { name: 'dueDate', type: 'localDate', displayName: 'Due date' },
          { name: 'group', type: 'string' },
        ],
        groupSortFn: (a, b) => compareGroups(a.value, b.value),
        expandLevel: 1,
      },
      countUnit: 'task',
      emptyText: 'No tasks found - add one with the Add button.',
      onRowDoubleClicked: (r) => self.openEditor(r.data),
      contextMenu: ({ record }) => (record ? recordActionItems(self.actions, record) : []),
      rowClassRules: { 'tb-todo-row--complete': (r) => r.data.complete },
      columns: [
        {
          field: 'complete',
          header: '',
          width: 44,
          align: 'center',
          sortable: false,
          resizable: false,
          chooserEnabled: false,
          renderer: (v) =>
            createElement(v ? CheckCircleIcon : CircleIcon, {
              weight: v ? 'fill' : 'regular',
              className: v ? 'tb-todo-check is-done' : 'tb-todo-check',
              'aria-label': v ? 'Complete' : 'Not complete',
              role: 'img',
            }),
          exportValue: (v) => v === true,
        },
        { field: 'description', header: 'Description', flex: 1, minWidth: 220, tooltip: true },
        {
          field: 'dueDate',
          header: 'Due',
          // 'Wed, Nov 25 2026' in full, with room for the sort arrow and its order.
          width: 156,
          formatter: (v) => (v ? dateFormatter('EEE, MMM d yyyy')(v) : ''),
        },
        // Three buttons show on a row (Mark complete and Mark not complete take turns): the kit's 30 px each, plus
        // the cell's padding.
        actionColumn(self.actions, { width: 3 * 30 + 22 }),
      ],
    });
    self.applyPrefs();
    return self;
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** The user's preferences and tasks. */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const [prefs, tasks] = await Promise.all([todoApi.prefs(signal), todoApi.tasks(signal)]);
      this.prefs = prefs;
      this.applyPrefs();
      this.gridModel.loadData(tasks);
    });
  }

  openEditor(task: Task | null): void {
    this.editor?.destroy();
    this.editor = new TaskFormModel(task);
  }

  closeEditor(): void {
    this.editor?.destroy();
    this.editor = null;
  }

  /** Validates and saves the form: adds a task or changes the one edited. Returns whether it was saved. */
  async saveEditor(): Promise<boolean> {
    const editor = this.editor;
    if (!editor || !(await editor.form.validate())) return false;
    const { description, dueDate } = editor.form.values as TaskFormValues;
    this.saving = true;
    try {
      if (editor.task) {
        const saved = await todoApi.updateTask(editor.task.id, {
          description,
          dueDate,
          complete: editor.task.complete,
        });
        this.gridModel.store.updateData({ update: [saved] });
        toast({ intent: 'success', message: 'Task saved.' });
      } else {
        const added = await todoApi.addTask({ description, dueDate });
        this.gridModel.store.updateData({ add: [added] });
        this.gridModel.select(added.id);
        toast({ intent: 'success', message: 'Task added.' });
      }
      this.closeEditor();
      return true;
    } catch (e) {
      toast({ intent: 'danger', message: `Could not save the task: ${reason(e)}` });
      return false;
    } finally {
      this.saving = false;
    }
  }

  async toggleComplete(task: Task): Promise<void> {
    try {
      const saved = await todoApi.updateTask(task.id, {
        description: task.description,
        dueDate: task.dueDate,
        complete: !task.complete,
      });
      this.gridModel.store.updateData({ update: [saved] });
    } catch (e) {
      toast({ intent: 'danger', message: `Could not change the task: ${reason(e)}` });
    }
  }

  /** Deletes a task once the user confirms. */
  async deleteTask(task: Task): Promise<void> {
    const ok = await confirm({
      title: 'Delete task?',
      message: `Delete '${task.description}'? This cannot be undone.`,
      confirmText: 'Delete',
      intent: 'danger',
    });
    if (!ok) return;
    try {
      await todoApi.deleteTask(task.id);
      this.gridModel.store.updateData({ remove: [task.id] });
      toast({ message: 'Task deleted.' });
    } catch (e) {
      toast({ intent: 'danger', message: `Could not delete the task: ${reason(e)}` });
    }
  }

  setPrefsOpen(open: boolean): void {
    this.prefsOpen = open;
  }

  /** Saves the preferences for the user on the server and applies them. */
  async savePrefs(prefs: TodoPrefs): Promise<void> {
    try {
      this.prefs = await todoApi.savePrefs(prefs);
      this.applyPrefs();
      this.prefsOpen = false;
      toast({ intent: 'success', message: 'Preferences saved.' });
    } catch (e) {
      toast({ intent: 'danger', message: `Could not save the preferences: ${reason(e)}` });
    }
  }

  destroy(): void {
    this.loadTask.abort();
    this.editor?.destroy();
  }

  /** Completed shown or hidden, grouping by status or none, and the sort. */
  private applyPrefs(): void {
    const { store } = this.gridModel;
    store.setFilter(
      this.prefs.showCompleted ? null : { field: 'complete', op: '=', value: false },
      'showCompleted',
    );
    store.setGroupBy(this.prefs.groupBy === 'status' ? 'group' : null);
    this.gridModel.setSortBy(SORTS[this.prefs.sortBy]);
  }
}
