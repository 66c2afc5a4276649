import type { Task } from '../../api';

/** The groups of the task grid, in their order (issue: Overdue / Today / Upcoming / Complete). */
export const TASK_GROUPS = ['Overdue', 'Today', 'Upcoming', 'Complete'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

/** Today in the user's own time zone, as a local date 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The group of a task on a given day: done tasks are Complete; others by their due date (none: Upcoming). */
export function taskGroup(task: Pick<Task, 'complete' | 'dueDate'>, today: string): TaskGroup {
  if (task.complete) return 'Complete';
  if (task.dueDate === null || task.dueDate > today) return 'Upcoming';
  return task.dueDate === today ? 'Today' : 'Overdue';
}

/** Orders groups as TASK_GROUPS lists them. */
export function compareGroups(a: unknown, b: unknown): number {
  return TASK_GROUPS.indexOf(a as TaskGroup) - TASK_GROUPS.indexOf(b as TaskGroup);
}
