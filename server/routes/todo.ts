import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_MESSAGES, parseReadable } from '../../src/api/errors';
import { OkSchema, type Ok } from '../../src/api/schemas';
import {
  TaskIdParamSchema,
  TaskListSchema,
  taskCreateSchema,
  taskNotFoundMessage,
  TaskSchema,
  TaskUpdateSchema,
  TODO_API,
  TodoPrefsSchema,
  type Task,
  type TodoPrefs,
} from '../../src/api/todo';
import { addDays, utcToday } from '../../mocks/data/todoTasks';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';
import { TodoService } from '../services/todo';

/** The body of a DELETE: an empty JSON object (writes are JSON, see writeGuards). */
const EmptyBodySchema = z.object({}).strict();

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
  return request.user.userId;
}

function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseReadable(schema, data);
  if (!result.success) throw new HttpError(400, result.message);
  return result.data;
}

/**
 * The TODO app's calls: the signed-in user's tasks (list, add, change, delete) and preferences. Each works on the
 * caller's own rows only: another user's task id answers 404, exactly as an unknown id does.
 */
export async function todoRoutes(app: FastifyInstance): Promise<void> {
  const service = new TodoService(app.db);
  const config = { access: 'user' } as const;
  const taskId = (request: FastifyRequest) => {
    const params = parseReadable(TaskIdParamSchema, request.params);
    // A malformed id names no task of the user's: the same answer as any other id they do not have.
    if (!params.success) throw new HttpError(404, taskNotFoundMessage());
    return params.data.id;
  };

  app.get(
    TODO_API.tasks,
    { config, schema: { response: { 200: responseSchema(TaskListSchema) } } },
    async (request): Promise<Task[]> => service.tasks(userIdOf(request)),
  );

  app.post(
    TODO_API.tasks,
    { config, schema: { response: { 201: responseSchema(TaskSchema) } } },
    async (request, reply): Promise<Task> => {
      const userId = userIdOf(request);
      // The earliest day that is still today somewhere: no user's own today is refused (see taskCreateSchema).
      const body = parse(taskCreateSchema(addDays(utcToday(), -1)), request.body);
      const task = await service.add(userId, body);
      reply.code(201);
      return task;
    },
  );

  app.put(
    TODO_API.task,
    { config, schema: { response: { 200: responseSchema(TaskSchema) } } },
    async (request): Promise<Task> => {
      const userId = userIdOf(request);
      const id = taskId(request);
      const body = parse(TaskUpdateSchema, request.body);
      const task = await service.update(userId, id, body);
      if (!task) throw new HttpError(404, taskNotFoundMessage(id));
      return task;
    },
  );

  app.delete(
    TODO_API.task,
    { config, schema: { response: { 200: responseSchema(OkSchema) } } },
    async (request): Promise<Ok> => {
      const userId = userIdOf(request);
      const id = taskId(request);
      parse(EmptyBodySchema, request.body);
      if (!(await service.remove(userId, id))) throw new HttpError(404, taskNotFoundMessage(id));
      return { ok: true };
    },
  );

  app.get(
    TODO_API.prefs,
    { config, schema: { response: { 200: responseSchema(TodoPrefsSchema) } } },
    async (request): Promise<TodoPrefs> => service.prefs(userIdOf(request)),
  );

  app.put(
    TODO_API.prefs,
    { config, schema: { response: { 200: responseSchema(TodoPrefsSchema) } } },
    async (request): Promise<TodoPrefs> => {
      const userId = userIdOf(request);
      return service.savePrefs(userId, parse(TodoPrefsSchema, request.body));
    },
  );
}
