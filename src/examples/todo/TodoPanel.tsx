import { GearIcon, ListChecksIcon, PlusIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { ExportButton, Grid, GridCountLabel, StoreFilterField } from '@toolbox/kit/grid';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import { PrefsDialog } from './PrefsDialog';
import { TaskDialog } from './TaskDialog';
import { TodoModel } from './TodoModel';
import './todo.css';

/** The TODO app's body: the task grid with its toolbar, and the task and preferences dialogs. */
export function TodoPanel() {
  const model = useLocalModel(() => new TodoModel());
  const { loading } = useSnapshot(model);
  return (
    <Panel
      title="My tasks"
      icon={<ListChecksIcon />}
      className="tb-todo"
      mask={loading}
      tbar={
        <Toolbar aria-label="Tasks">
          <Button intent="primary" icon={<PlusIcon />} text="Add" onClick={() => model.openEditor(null)} />
          <StoreFilterField store={model.gridModel} placeholder="Filter tasks..." />
          <Filler />
          <GridCountLabel model={model.gridModel} />
          <ExportButton model={model.gridModel} filename="tasks.csv" />
          <Button icon={<GearIcon />} text="Preferences" minimal onClick={() => model.setPrefsOpen(true)} />
        </Toolbar>
      }
    >
      <Grid model={model.gridModel} aria-label="Tasks" />
      <TaskDialog model={model} />
      <PrefsDialog model={model} />
    </Panel>
  );
}
