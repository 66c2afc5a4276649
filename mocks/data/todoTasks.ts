/** A task of the TODO app's samples: what a new user finds on their first visit. */
export interface SampleTask {
  description: string;
  dueDate: string | null;
  complete: boolean;
}

/** A local date 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(localDate: string, days: number): string {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today in UTC as 'YYYY-MM-DD'. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The sample tasks, due around `today`: two overdue, one due today, upcoming ones (one without a date) and two
 * done, so every group of the app has something in it.
 */
export function sampleTasks(today: string): SampleTask[] {
  return [
    { description: 'Review the quarterly P&L report', dueDate: addDays(today, -3), complete: false },
    { description: 'Renew the market data licence', dueDate: addDays(today, -1), complete: false },
    { description: 'Call the compliance desk about the audit', dueDate: today, complete: false },
    { description: 'Prepare slides for the Monday stand-up', dueDate: addDays(today, 2), complete: false },
    { description: 'Book travel to the London office', dueDate: addDays(today, 9), complete: false },
    { description: 'Read the grid chapter of the kit docs', dueDate: null, complete: false },
    { description: 'Submit the expense report', dueDate: addDays(today, -5), complete: true },
    { description: 'Set up the new laptop', dueDate: null, complete: true },
  ];
}
