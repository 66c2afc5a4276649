import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TodoPrefs } from '../../api';
import { Button } from '@toolbox/kit/button';
import { Label, Select, Switch } from '@toolbox/kit/input';
import { Dialog } from '@toolbox/kit/popup';
import type { TodoModel } from './TodoModel';

const GROUP_OPTIONS = [
  { value: 'status', label: 'Status (Overdue, Today, Upcoming, Complete)' },
  { value: 'none', label: 'None' },
] as const;
const SORT_OPTIONS = [
  { value: 'dueDate', label: 'Due date' },
  { value: 'description', label: 'Description' },
  { value: 'created', label: 'Newest first' },
] as const;

function PrefsForm({ model, initial }: { model: TodoModel; initial: TodoPrefs }) {
  const [prefs, setPrefs] = useState<TodoPrefs>(initial);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && model.setPrefsOpen(false)}
      title="Preferences"
      width={420}
      footer={
        <>
          <Button text="Cancel" onClick={() => model.setPrefsOpen(false)} />
          <Button intent="primary" text="Save" onClick={() => void model.savePrefs(prefs)} />
        </>
      }
    >
      <div className="tb-todo-prefs">
        <Switch
          label="Show completed tasks"
          value={prefs.showCompleted}
          onChange={(showCompleted) => setPrefs({ ...prefs, showCompleted })}
        />
        <Label htmlFor="todo-prefs-group">Group by</Label>
        <Select
          id="todo-prefs-group"
          options={[...GROUP_OPTIONS]}
          value={prefs.groupBy}
          onChange={(v) => v && setPrefs({ ...prefs, groupBy: v as TodoPrefs['groupBy'] })}
          width="100%"
        />
        <Label htmlFor="todo-prefs-sort">Sort by</Label>
        <Select
          id="todo-prefs-sort"
          options={[...SORT_OPTIONS]}
          value={prefs.sortBy}
          onChange={(v) => v && setPrefs({ ...prefs, sortBy: v as TodoPrefs['sortBy'] })}
          width="100%"
        />
        <p className="tb-todo-prefs__note">Saved on the server for you: they follow you to any browser.</p>
      </div>
    </Dialog>
  );
}

/** The Preferences dialog: show completed, group by and sort, saved for the user on Save. */
export function PrefsDialog({ model }: { model: TodoModel }) {
  const { prefsOpen, prefs } = useSnapshot(model);
  return prefsOpen ? <PrefsForm model={model} initial={{ ...prefs }} /> : null;
}
