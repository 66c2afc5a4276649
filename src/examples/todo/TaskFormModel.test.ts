import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskFormModel } from './TaskFormModel';

describe('TaskFormModel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs a description of 1 to 200 characters', async () => {
    const m = new TaskFormModel(null);
    expect(await m.form.validate()).toBe(false);
    expect(m.form.fieldErrors('description')).toEqual(['Description is required.']);
    m.form.setValue('description', 'x'.repeat(201));
    expect(await m.form.validate()).toBe(false);
    expect(m.form.fieldErrors('description')).toEqual([
      'Description must contain no more than 200 characters.',
    ]);
    m.form.setValue('description', 'Plan the offsite');
    expect(await m.form.validate()).toBe(true);
    m.destroy();
  });

  it('refuses a due date before today for a new task only', async () => {
    const add = new TaskFormModel(null);
    add.form.setValues({ description: 'New', dueDate: '2026-03-09' });
    expect(await add.form.validate()).toBe(false);
    expect(add.form.fieldErrors('dueDate')).toEqual(['Due date must not be before today.']);
    add.form.setValue('dueDate', '2026-03-10');
    expect(await add.form.validate()).toBe(true);
    add.destroy();

    const edit = new TaskFormModel({
      id: 3,
      description: 'Overdue already',
      dueDate: '2026-03-01',
      complete: false,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(edit.form.values.description).toBe('Overdue already');
    expect(await edit.form.validate()).toBe(true);
    edit.destroy();
  });
});
