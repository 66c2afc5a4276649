import { z } from 'zod';
import { fetchJson } from './fetchJson';
import { OkSchema, requestDate, requestString, type Ok } from './schemas';

/**
 * The contract of the TODO example app (/todo): a user's own tasks and preferences, kept in the database per
 * user. A user never sees or changes another's tasks: another user's task id answers 404, as an unknown one.
 */
export const TODO_API = {
  /** GET the user's tasks; POST a new one. */
  tasks: '/api/examples/todo/tasks',
  /** PUT (change) or DELETE one of the user's tasks: followed by `/:id`. */
  task: '/api/examples/todo/tasks/:id',
  /** GET or PUT the user's TODO preferences. */
  prefs: '/api/examples/todo/prefs',
} as const;

export const taskPath = (id: number): string => `${TODO_API.tasks}/${id}`;

export const TASK_DESCRIPTION_MAX = 200;

/** A task's description: 1 to 200 characters once trimmed. */
const DescriptionSchema = requestString({
  error: (issue) => (issue.input === undefined ? 'Description is required.' : 'Description must be text.'),
})
  .trim()
  .min(1, 'Description is required.')
  .max(TASK_DESCRIPTION_MAX, `Description must be at most ${TASK_DESCRIPTION_MAX} characters.`);

/** A due date: a local date 'YYYY-MM-DD' within the contract's bounds, or null for none. */
const DueDateSchema = requestDate('Due date', 'Due date must be a date, e.g. 2026-01-31.').nullable();

/** A task of the user's, as stored. `dueDate` is a local date; times are ISO date-times. */
export const TaskSchema = z.object({
  id: z.number().int().positive(),
  description: z.string(),
  dueDate: z.iso.date().nullable(),
  complete: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Task = z.infer<typeof TaskSchema>;
export const TaskListSchema = z.array(TaskSchema);

/** The message for a due date in the past on create. */
export const DUE_DATE_PAST_MESSAGE = 'Due date must not be before today.';

/**
 * Body of POST tasks: a description and an optional due date, not before `earliestDueDate` ('YYYY-MM-DD'). The
 * client passes its own today; the server the day before its UTC today, the earliest date that is still today
 * somewhere on Earth, so no user's today is refused.
 */
export function taskCreateSchema(earliestDueDate: string) {
  return z
    .object({
      description: DescriptionSchema,
      dueDate: DueDateSchema.default(null),
    })
    .strict()
    .refine((t) => t.dueDate === null || t.dueDate >= earliestDueDate, {
      message: DUE_DATE_PAST_MESSAGE,
      path: ['dueDate'],
    });
}
export type TaskCreate = z.input<ReturnType<typeof taskCreateSchema>>;

/** Body of PUT tasks/:id: the whole task as edited (a past due date may stay: the task may be overdue). */
export const TaskUpdateSchema = z
  .object({
    description: DescriptionSchema,
    dueDate: DueDateSchema,
    complete: z.boolean({
      error: (issue) =>
        issue.input === undefined ? 'Complete is required.' : 'Complete must be true or false.',
    }),
  })
  .strict();
export type TaskUpdate = z.infer<typeof TaskUpdateSchema>;

/** The `:id` of tasks/:id: a positive whole number. */
export const TaskIdParamSchema = z.object({
  id: requestString()
    .regex(/^[1-9]\d{0,9}$/, 'Task id must be a positive whole number.')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'Task id must be a positive whole number.'),
});

/** The most tasks one user may keep: the demo accounts are shared, and a user's list is sent whole. */
export const TASKS_PER_USER = 500;

/** The 409 of a new task past TASKS_PER_USER. */
export const tooManyTasksMessage = (max: number): string =>
  `You have ${max} tasks, the most one user may keep. Delete one first.`;

/** The 404 message for a task the user does not have (another user's included), or for an id that is none. */
export function taskNotFoundMessage(id?: number): string {
  return id === undefined ? 'Task not found.' : `Task ${id} not found.`;
}

export const TODO_GROUP_BY = ['status', 'none'] as const;
export const TODO_SORT_BY = ['dueDate', 'description', 'created'] as const;

/** The user's TODO preferences (the Preferences dialog): completed shown, grouping, order. */
export const TodoPrefsSchema = z
  .object({
    showCompleted: z.boolean({ error: 'ShowCompleted must be true or false.' }),
    groupBy: z.enum(TODO_GROUP_BY, { error: `GroupBy must be one of: ${TODO_GROUP_BY.join(', ')}.` }),
    sortBy: z.enum(TODO_SORT_BY, { error: `SortBy must be one of: ${TODO_SORT_BY.join(', ')}.` }),
  })
  .strict();
export type TodoPrefs = z.infer<typeof TodoPrefsSchema>;

export const DEFAULT_TODO_PREFS: TodoPrefs = { showCompleted: true, groupBy: 'status', sortBy: 'dueDate' };

/** The TODO app's typed client. */
export const todoApi = {
  tasks: (signal?: AbortSignal): Promise<Task[]> =>
    fetchJson(TODO_API.tasks, { schema: TaskListSchema, signal }),
  addTask: (body: TaskCreate): Promise<Task> =>
    fetchJson(TODO_API.tasks, { method: 'POST', body, schema: TaskSchema }),
  updateTask: (id: number, body: TaskUpdate): Promise<Task> =>
    fetchJson(taskPath(id), { method: 'PUT', body, schema: TaskSchema }),
  deleteTask: (id: number): Promise<Ok> =>
    fetchJson(taskPath(id), { method: 'DELETE', body: {}, schema: OkSchema }),
  prefs: (signal?: AbortSignal): Promise<TodoPrefs> =>
    fetchJson(TODO_API.prefs, { schema: TodoPrefsSchema, signal }),
  savePrefs: (body: TodoPrefs): Promise<TodoPrefs> =>
    fetchJson(TODO_API.prefs, { method: 'PUT', body, schema: TodoPrefsSchema }),
};
