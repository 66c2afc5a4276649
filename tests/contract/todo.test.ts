import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, OkSchema } from '../../src/api/schemas';
import {
  DEFAULT_TODO_PREFS,
  TaskListSchema,
  taskPath,
  TaskSchema,
  TODO_API,
  TodoPrefsSchema,
  TASKS_PER_USER,
  tooManyTasksMessage,
} from '../../src/api/todo';
import { addDays, utcToday } from '../../mocks/data/todoTasks';
import { resetTodoMock } from '../../mocks/handlers/todo';
import { todoTasks, users } from '../../server/db/schema';
import { askMocks, askServer, expectSameContract, realApp, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

const today = utcToday();
const strip = <T extends { createdAt: string; updatedAt: string }>(t: T) => ({
  ...t,
  createdAt: '',
  updatedAt: '',
});

describe('TODO contract: MSW handlers and server agree', () => {
  it('GET tasks answers the sample tasks on a first visit', async () => {
    const { mock, server } = await expectSameContract(
      { url: TODO_API.tasks, session: true },
      200,
      TaskListSchema,
    );
    expect(server).toHaveLength(8);
    expect(server.map(strip)).toEqual(mock.map(strip));
    expect(server.filter((t) => t.complete)).toHaveLength(2);
    expect(server.some((t) => t.dueDate === today && !t.complete)).toBe(true);
    expect(server.some((t) => t.dueDate !== null && t.dueDate < today && !t.complete)).toBe(true);
  });

  it('POST tasks adds a task (description trimmed) and answers 201', async () => {
    const { mock, server } = await expectSameContract(
      {
        method: 'POST',
        url: TODO_API.tasks,
        session: true,
        body: { description: '  Write the release notes ', dueDate: addDays(today, 3) },
      },
      201,
      TaskSchema,
    );
    expect(strip(server)).toEqual(strip(mock));
    expect(server).toMatchObject({
      description: 'Write the release notes',
      complete: false,
      dueDate: addDays(today, 3),
    });
    const { server: list } = await expectSameContract(
      { url: TODO_API.tasks, session: true },
      200,
      TaskListSchema,
    );
    expect(list.map((t) => t.id)).toContain(server.id);
  });

  it('a task needs no due date', async () => {
    const { server } = await expectSameContract(
      { method: 'POST', url: TODO_API.tasks, session: true, body: { description: 'Someday' } },
      201,
      TaskSchema,
    );
    expect(server.dueDate).toBeNull();
  });

  it.each([
    [{}, 'Description is required.'],
    [{ description: '   ' }, 'Description is required.'],
    [{ description: 'x'.repeat(201) }, 'Description must be at most 200 characters.'],
    [{ description: 'Late', dueDate: addDays(today, -2) }, 'Due date must not be before today.'],
    [{ description: 'Odd', dueDate: '31/12/2030' }, 'Due date must be a date, e.g. 2026-01-31.'],
    [{ description: 'Extra', owner: 'admin' }, 'Unknown field: owner.'],
    ['{oops', 'The request body is not valid JSON.'],
  ])('POST tasks answers the same 400 for %j', async (body, message) => {
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: TODO_API.tasks, session: true, body },
      400,
      ApiErrorSchema,
    );
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
  });

  it('PUT tasks/:id changes a task, e.g. marks it complete', async () => {
    const body = { description: 'Call the compliance desk about the audit', dueDate: today, complete: true };
    const { mock, server } = await expectSameContract(
      { method: 'PUT', url: taskPath(3), session: true, body },
      200,
      TaskSchema,
    );
    expect(server).toMatchObject({ id: 3, ...body });
    expect(strip(mock)).toMatchObject(strip(server));
  });

  it.each([
    [taskPath(999), 'Task 999 not found.'],
    [`${TODO_API.tasks}/abc`, 'Task not found.'],
    [`${TODO_API.tasks}/0`, 'Task not found.'],
  ])('PUT %s answers 404', async (url, message) => {
    const { mock, server } = await expectSameContract(
      { method: 'PUT', url, session: true, body: { description: 'x', dueDate: null, complete: false } },
      404,
      ApiErrorSchema,
    );
    expect(mock.message).toBe(message);
    expect(server).toEqual(mock);
  });

  it('PUT tasks/:id validates the whole task', async () => {
    const { mock, server } = await expectSameContract(
      { method: 'PUT', url: taskPath(2), session: true, body: { description: 'No flag', dueDate: null } },
      400,
      ApiErrorSchema,
    );
    expect(mock.message).toBe('Complete is required.');
    expect(server).toEqual(mock);
  });

  it('DELETE tasks/:id deletes a task once', async () => {
    await expectSameContract({ method: 'DELETE', url: taskPath(4), session: true, body: {} }, 200, OkSchema);
    await expectSameContract(
      { method: 'DELETE', url: taskPath(4), session: true, body: {} },
      404,
      ApiErrorSchema,
    );
    const { server } = await expectSameContract({ url: TODO_API.tasks, session: true }, 200, TaskListSchema);
    expect(server.map((t) => t.id)).not.toContain(4);
  });

  it('a new task past TASKS_PER_USER is refused with the same 409 and message', async () => {
    const add = {
      method: 'POST' as const,
      url: TODO_API.tasks,
      body: { description: 'One more' },
      session: true,
    };
    const fill = async (ask: typeof askMocks, count: number) => {
      const tasks = TaskListSchema.parse((await ask({ url: TODO_API.tasks, session: true })).body);
      for (let i = tasks.length; i < count; i++) expect((await ask(add)).status).toBe(201);
    };
    // The mocks by their own POSTs; the server by rows (500 requests would take long), then both by one POST.
    await fill(askMocks, TASKS_PER_USER - 1);
    const db = realApp().db;
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    if (!demo) throw new Error('no demo user');
    const kept = TaskListSchema.parse((await askServer({ url: TODO_API.tasks, session: true })).body);
    await db.insert(todoTasks).values(
      Array.from({ length: TASKS_PER_USER - 1 - kept.length }, () => ({
        userId: demo.id,
        description: 'Filler',
      })),
    );
    try {
      await expectSameContract(add, 201, TaskSchema);
      const { mock, server } = await expectSameContract(add, 409, ApiErrorSchema);
      expect(mock.message).toBe(tooManyTasksMessage(TASKS_PER_USER));
      expect(server).toEqual(mock);
    } finally {
      resetTodoMock();
      await db
        .delete(todoTasks)
        .where(and(eq(todoTasks.userId, demo.id), eq(todoTasks.description, 'Filler')));
    }
  });

  it('GET and PUT prefs keep the preferences', async () => {
    const { server: first } = await expectSameContract(
      { url: TODO_API.prefs, session: true },
      200,
      TodoPrefsSchema,
    );
    expect(first).toEqual(DEFAULT_TODO_PREFS);
    const prefs = { showCompleted: false, groupBy: 'none', sortBy: 'description' } as const;
    await expectSameContract(
      { method: 'PUT', url: TODO_API.prefs, session: true, body: prefs },
      200,
      TodoPrefsSchema,
    );
    const { mock, server } = await expectSameContract(
      { url: TODO_API.prefs, session: true },
      200,
      TodoPrefsSchema,
    );
    expect(server).toEqual(prefs);
    expect(mock).toEqual(prefs);
  });

  it('PUT prefs refuses a value the app does not offer', async () => {
    const { mock, server } = await expectSameContract(
      {
        method: 'PUT',
        url: TODO_API.prefs,
        session: true,
        body: { showCompleted: true, groupBy: 'colour', sortBy: 'dueDate' },
      },
      400,
      ApiErrorSchema,
    );
    expect(mock.message).toBe('GroupBy must be one of: status, none.');
    expect(server).toEqual(mock);
  });

  it('the server needs a session', async () => {
    expect((await askServer({ url: TODO_API.tasks })).status).toBe(401);
    expect(
      (await askServer({ method: 'POST', url: TODO_API.tasks, body: { description: 'x' } })).status,
    ).toBe(401);
    expect((await askServer({ url: TODO_API.prefs })).status).toBe(401);
  });
});
