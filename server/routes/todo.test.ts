// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  TaskListSchema,
  taskPath,
  TaskSchema,
  TASKS_PER_USER,
  TODO_API,
  TodoPrefsSchema,
  tooManyTasksMessage,
} from '../../src/api/todo';
import { buildApp } from '../app';
import { todoTasks, users } from '../db/schema';
import { loginCookie, startTestApp, testConfig } from '../testing';

const json = { 'content-type': 'application/json' };

describe('TODO tasks belong to their user', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let demo: string;
  let admin: string;

  beforeAll(async () => {
    ({ app, close } = await startTestApp());
    demo = await loginCookie(app, 'demo');
    admin = await loginCookie(app, 'admin');
  });
  afterAll(async () => {
    await close();
  });

  const tasksOf = async (cookie: string) =>
    TaskListSchema.parse((await app.inject({ url: TODO_API.tasks, headers: { cookie } })).json());

  it("a user never sees, changes or deletes another user's task: 404, as for an unknown id", async () => {
    const added = TaskSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: TODO_API.tasks,
          headers: { ...json, cookie: demo },
          payload: { description: "Demo's private task" },
        })
      ).json(),
    );
    expect((await tasksOf(admin)).map((t) => t.description)).not.toContain("Demo's private task");

    const put = await app.inject({
      method: 'PUT',
      url: taskPath(added.id),
      headers: { ...json, cookie: admin },
      payload: { description: 'Taken over', dueDate: null, complete: true },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(`Task ${added.id} not found.`);
    const del = await app.inject({
      method: 'DELETE',
      url: taskPath(added.id),
      headers: { ...json, cookie: admin },
      payload: {},
    });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe(`Task ${added.id} not found.`);

    const mine = (await tasksOf(demo)).find((t) => t.id === added.id);
    expect(mine).toMatchObject({ description: "Demo's private task", complete: false });
  });

  it('each user gets the sample tasks once: deleting them all does not bring them back', async () => {
    const fresh = await startTestApp();
    try {
      const cookie = await loginCookie(fresh.app, 'admin');
      // Two first visits at once make the samples once.
      const [a, b] = await Promise.all([
        fresh.app.inject({ url: TODO_API.tasks, headers: { cookie } }),
        fresh.app.inject({ url: TODO_API.tasks, headers: { cookie } }),
      ]);
      expect(TaskListSchema.parse(a.json())).toHaveLength(8);
      expect(TaskListSchema.parse(b.json())).toHaveLength(8);
      const all = TaskListSchema.parse(
        (await fresh.app.inject({ url: TODO_API.tasks, headers: { cookie } })).json(),
      );
      expect(all).toHaveLength(8);
      for (const t of all) {
        const res = await fresh.app.inject({
          method: 'DELETE',
          url: taskPath(t.id),
          headers: { ...json, cookie },
          payload: {},
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await fresh.app.inject({ url: TODO_API.tasks, headers: { cookie } })).json()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('a DELETE with a body other than {} is refused and deletes nothing', async () => {
    const [first] = await tasksOf(demo);
    if (!first) throw new Error('no task');
    const res = await app.inject({
      method: 'DELETE',
      url: taskPath(first.id),
      headers: { ...json, cookie: demo },
      payload: { id: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: id.');
    expect((await tasksOf(demo)).map((t) => t.id)).toContain(first.id);
  });

  it('a user keeps at most TASKS_PER_USER tasks: of two adds at once for the last place, one is refused with 409', async () => {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    if (!user) throw new Error('no admin');
    const kept = await tasksOf(admin);
    await app.db.insert(todoTasks).values(
      Array.from({ length: TASKS_PER_USER - 1 - kept.length }, (_, i) => ({
        userId: user.id,
        description: `Filler ${i}`,
      })),
    );
    const add = (description: string) =>
      app.inject({
        method: 'POST',
        url: TODO_API.tasks,
        headers: { ...json, cookie: admin },
        payload: { description },
      });
    const answers = await Promise.all([add('Last place A'), add('Last place B')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      tooManyTasksMessage(TASKS_PER_USER),
    );
    const tasks = await tasksOf(admin);
    expect(tasks).toHaveLength(TASKS_PER_USER);
    const [first] = tasks;
    if (!first) throw new Error('no task');
    const del = await app.inject({
      method: 'DELETE',
      url: taskPath(first.id),
      headers: { ...json, cookie: admin },
      payload: {},
    });
    expect(del.statusCode).toBe(200);
    expect((await add('After a delete')).statusCode).toBe(201);
    await app.db.delete(todoTasks).where(eq(todoTasks.userId, user.id));
  });

  it("a due date out of the contract's bounds answers 400 on a change as on a create, and changes nothing", async () => {
    const [first] = await tasksOf(demo);
    if (!first) throw new Error('no task');
    const cases: [string, string][] = [
      ['0000-01-01', 'Due date must be on or after 1900-01-01.'],
      ['1899-12-31', 'Due date must be on or after 1900-01-01.'],
      ['10000-01-01', 'Due date must be a date, e.g. 2026-01-31.'],
    ];
    for (const [dueDate, message] of cases) {
      for (const [method, url] of [
        ['PUT', taskPath(first.id)],
        ['POST', TODO_API.tasks],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          headers: { ...json, cookie: demo },
          payload: { description: first.description, dueDate, ...(method === 'PUT' && { complete: false }) },
        });
        expect({ dueDate, method, status: res.statusCode, message: res.json().message }).toEqual({
          dueDate,
          method,
          status: 400,
          message,
        });
      }
    }
    expect(await tasksOf(demo)).toContainEqual(first);
  });
});

describe('TODO data survives a restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-todo-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = () => buildApp(testConfig(dataDir));

  it('keeps tasks and preferences per user across a restart', async () => {
    const first = await start();
    let id: number;
    try {
      const cookie = await loginCookie(first, 'demo');
      const res = await first.inject({
        method: 'POST',
        url: TODO_API.tasks,
        headers: { ...json, cookie },
        payload: { description: 'Survive the restart' },
      });
      id = TaskSchema.parse(res.json()).id;
      await first.inject({
        method: 'PUT',
        url: TODO_API.prefs,
        headers: { ...json, cookie },
        payload: { showCompleted: false, groupBy: 'none', sortBy: 'created' },
      });
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      const cookie = await loginCookie(second, 'demo');
      const tasks = TaskListSchema.parse(
        (await second.inject({ url: TODO_API.tasks, headers: { cookie } })).json(),
      );
      expect(tasks.find((t) => t.id === id)?.description).toBe('Survive the restart');
      expect(
        TodoPrefsSchema.parse((await second.inject({ url: TODO_API.prefs, headers: { cookie } })).json()),
      ).toEqual({
        showCompleted: false,
        groupBy: 'none',
        sortBy: 'created',
      });
      // The samples were made on the first visit only.
      expect(tasks).toHaveLength(9);
    } finally {
      await second.close();
    }
  });
});
