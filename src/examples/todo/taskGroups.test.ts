import { describe, expect, it } from 'vitest';
import { compareGroups, localToday, taskGroup, TASK_GROUPS } from './taskGroups';

describe('task groups', () => {
  const today = '2026-03-10';
  it('puts a task in Overdue, Today, Upcoming or Complete', () => {
    expect(taskGroup({ complete: false, dueDate: '2026-03-09' }, today)).toBe('Overdue');
    expect(taskGroup({ complete: false, dueDate: today }, today)).toBe('Today');
    expect(taskGroup({ complete: false, dueDate: '2026-03-11' }, today)).toBe('Upcoming');
    expect(taskGroup({ complete: false, dueDate: null }, today)).toBe('Upcoming');
    expect(taskGroup({ complete: true, dueDate: '2026-03-01' }, today)).toBe('Complete');
  });

  it('orders the groups Overdue, Today, Upcoming, Complete', () => {
    expect([...TASK_GROUPS].reverse().sort(compareGroups)).toEqual([
      'Overdue',
      'Today',
      'Upcoming',
      'Complete',
    ]);
  });

  it("takes today from the user's own clock", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
