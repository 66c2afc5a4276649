import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_TODO_PREFS,
  TASKS_PER_USER,
  tooManyTasksMessage,
  type Task,
  type TaskUpdate,
  type TodoPrefs,
} from '../../src/api/todo';
import { TodoPrefsSchema } from '../../src/api/todo';
import { sampleTasks, utcToday } from '../../mocks/data/todoTasks';
import type { Database } from '../db/index';
import { todoPrefs, todoTasks, users, type TodoTaskRow } from '../db/schema';
import { HttpError } from '../errors';

function toTask(row: TodoTaskRow): Task {
  return {
    id: row.id,
    description: row.description,
    dueDate: row.dueDate,
    complete: row.complete,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The TODO app's store: every query is scoped to the user it is given, so one user's calls can never read or
 * change another's tasks (an id of theirs finds nothing). A user's first visit makes their preferences and the
 * sample tasks, once.
 */
export class TodoService {
  constructor(private readonly db: Database) {}

  /** The user's tasks, oldest first; on their first visit the samples are made first. */
  async tasks(userId: number): Promise<Task[]> {
    await this.firstVisit(userId);
    const rows = await this.db
      .select()
      .from(todoTasks)
      .where(eq(todoTasks.userId, userId))
      .orderBy(asc(todoTasks.id));
    return rows.map(toTask);
  }

  /** Adds a task for the user; 409 when they keep TASKS_PER_USER already. */
  async add(userId: number, task: { description: string; dueDate: string | null }): Promise<Task> {
    await this.firstVisit(userId);
    const [row] = await this.db.transaction(async (tx) => {
      // The user's row is locked while their tasks are counted, so two adds at once cannot both take the last place.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(todoTasks)
        .where(eq(todoTasks.userId, userId));
      if (count >= TASKS_PER_USER) throw new HttpError(409, tooManyTasksMessage(TASKS_PER_USER));
      return tx
        .insert(todoTasks)
        .values({ userId, ...task })
        .returning();
    });
    if (!row) throw new Error('The task was not stored.');
    return toTask(row);
  }

  /** Changes one of the user's tasks; null when the user has no task of that id. */
  async update(userId: number, id: number, task: TaskUpdate): Promise<Task | null> {
    const [row] = await this.db
      .update(todoTasks)
      .set({ ...task, updatedAt: new Date() })
      .where(and(eq(todoTasks.id, id), eq(todoTasks.userId, userId)))
      .returning();
    return row ? toTask(row) : null;
  }

  /** Deletes one of the user's tasks; false when the user has no task of that id. */
  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(todoTasks)
      .where(and(eq(todoTasks.id, id), eq(todoTasks.userId, userId)))
      .returning({ id: todoTasks.id });
    return rows.length > 0;
  }

  async prefs(userId: number): Promise<TodoPrefs> {
    await this.firstVisit(userId);
    const [row] = await this.db.select().from(todoPrefs).where(eq(todoPrefs.userId, userId));
    // A row written by an older version of the app may hold a value this one no longer offers.
    const parsed = TodoPrefsSchema.safeParse(
      row && { showCompleted: row.showCompleted, groupBy: row.groupBy, sortBy: row.sortBy },
    );
    return parsed.success ? parsed.data : { ...DEFAULT_TODO_PREFS };
  }

  async savePrefs(userId: number, prefs: TodoPrefs): Promise<TodoPrefs> {
    await this.db
      .insert(todoPrefs)
      .values({ userId, ...prefs })
      .onConflictDoUpdate({ target: todoPrefs.userId, set: { ...prefs, updatedAt: new Date() } });
    return prefs;
  }

  /**
   * Makes the user's preferences row and sample tasks on their first visit. The row is inserted first and
   * only the call that inserted it adds the samples, so two first calls at once add them once.
   */
  private async firstVisit(userId: number): Promise<void> {
    const created = await this.db
      .insert(todoPrefs)
      .values({ userId, ...DEFAULT_TODO_PREFS })
      .onConflictDoNothing({ target: todoPrefs.userId })
      .returning({ userId: todoPrefs.userId });
    if (created.length === 0) return;
    await this.db.insert(todoTasks).values(sampleTasks(utcToday()).map((t) => ({ userId, ...t })));
  }
}
