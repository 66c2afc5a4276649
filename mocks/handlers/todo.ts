import { http, HttpResponse } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import type { Ok } from '../../src/api/schemas';
import {
  DEFAULT_TODO_PREFS,
  TaskIdParamSchema,
  taskCreateSchema,
  taskNotFoundMessage,
  TASKS_PER_USER,
  TaskUpdateSchema,
  tooManyTasksMessage,
  TODO_API,
  TodoPrefsSchema,
  type Task,
  type TodoPrefs,
} from '../../src/api/todo';
import { z } from 'zod';
import { addDays, sampleTasks, utcToday } from '../data/todoTasks';
import { parseJsonBody } from './jsonBody';
import { apiUrl } from './url';

/** The mocked user's (demo's) tasks and preferences, as the server keeps them: samples at first. */
interface TodoMockState {
  tasks: Task[];
  prefs: TodoPrefs;
  nextId: number;
}

function freshState(): TodoMockState {
  const now = new Date().toISOString();
  const tasks = sampleTasks(utcToday()).map((t, i) => ({ id: i + 1, ...t, createdAt: now, updatedAt: now }));
  return { tasks, prefs: { ...DEFAULT_TODO_PREFS }, nextId: tasks.length + 1 };
}

let state = freshState();

/** Back to the samples, as for a user's first visit (stories call it so each starts alike). */
export function resetTodoMock(): void {
  state = freshState();
}

const notFound = (id?: number) => HttpResponse.json(apiError(404, taskNotFoundMessage(id)), { status: 404 });

function idOf(params: unknown): number | null {
  const parsed = parseReadable(TaskIdParamSchema, params);
  return parsed.success ? parsed.data.id : null;
}

/** The TODO app's calls as the server answers them for the signed-in (demo) user, kept in memory. */
export const todoHandlers = [
  http.get(apiUrl(TODO_API.tasks), () => HttpResponse.json<Task[]>(state.tasks)),
  http.post(apiUrl(TODO_API.tasks), async ({ request }) => {
    const body = await parseJsonBody(request, taskCreateSchema(addDays(utcToday(), -1)));
    if (body.error) return body.error;
    if (state.tasks.length >= TASKS_PER_USER)
      return HttpResponse.json(apiError(409, tooManyTasksMessage(TASKS_PER_USER)), { status: 409 });
    const now = new Date().toISOString();
    const task: Task = { id: state.nextId++, ...body.data, complete: false, createdAt: now, updatedAt: now };
    state.tasks = [...state.tasks, task];
    return HttpResponse.json<Task>(task, { status: 201 });
  }),
  http.put(apiUrl(TODO_API.task), async ({ request, params }) => {
    const id = idOf(params);
    if (id === null) return notFound();
    const body = await parseJsonBody(request, TaskUpdateSchema);
    if (body.error) return body.error;
    const old = state.tasks.find((t) => t.id === id);
    if (!old) return notFound(id);
    const task: Task = { ...old, ...body.data, updatedAt: new Date().toISOString() };
    state.tasks = state.tasks.map((t) => (t.id === id ? task : t));
    return HttpResponse.json<Task>(task);
  }),
  http.delete(apiUrl(TODO_API.task), async ({ request, params }) => {
    const id = idOf(params);
    if (id === null) return notFound();
    const body = await parseJsonBody(request, z.object({}).strict());
    if (body.error) return body.error;
    if (!state.tasks.some((t) => t.id === id)) return notFound(id);
    state.tasks = state.tasks.filter((t) => t.id !== id);
    return HttpResponse.json<Ok>({ ok: true });
  }),
  http.get(apiUrl(TODO_API.prefs), () => HttpResponse.json<TodoPrefs>(state.prefs)),
  http.put(apiUrl(TODO_API.prefs), async ({ request }) => {
    const body = await parseJsonBody(request, TodoPrefsSchema);
    if (body.error) return body.error;
    state.prefs = body.data;
    return HttpResponse.json<TodoPrefs>(state.prefs);
  }),
];
