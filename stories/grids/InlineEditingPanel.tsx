import {
  ArrowCounterClockwiseIcon,
  CheckIcon,
  PencilSimpleIcon,
  PencilSimpleLineIcon,
  PlusIcon,
  StopCircleIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button, ButtonGroupInput, type ButtonProps } from '@toolbox/kit/button';
import {
  Grid,
  GridCountLabel,
  StoreDirtyIndicator,
  StoreValidityIndicator,
  type ClicksToEdit,
} from '@toolbox/kit/grid';
import { Switch } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { ADD_BUTTONS, EDIT_CHOICES, InlineEditingPanelModel } from './InlineEditingPanelModel';
import '../common/GridDemoPanel.css';
import './InlineEditingPanel.css';

/** The Inline Editing demo: a validated Store edited cell by cell (or row by row) in a grid. */
export function InlineEditingPanel() {
  const model = useLocalModel(() => new InlineEditingPanelModel());
  const { fullRowEditing, asyncValidation, clicksToEdit, editHint, gridBuild } = useSnapshot(model);
  const { store } = model;

  return (
    <Panel
      title="Inline Editing"
      icon={<PencilSimpleIcon />}
      className="tb-demo-grid tb-inline-editing"
      width="min(1180px, 100%)"
      height={600}
      headerItems={
        <span className="tb-inline-editing__status">
          <StoreDirtyIndicator store={store} />
          <StoreValidityIndicator store={store} />
        </span>
      }
      tbar={
        <Toolbar aria-label="Editing actions" enableOverflowMenu>
          {ADD_BUTTONS.map(({ count, text }) => (
            <Button key={count} icon={<PlusIcon />} text={text} onClick={() => model.add(count)} />
          ))}
          <ToolbarSeparator />
          <Button icon={<PencilSimpleLineIcon />} text="First Row" onClick={() => model.editFirstRow()} />
          <Button
            icon={<PencilSimpleLineIcon />}
            text="First Row (Amount)"
            onClick={() => model.editFirstRow('amount')}
          />
          <ToolbarSeparator />
          <StopEditingButton model={model} />
          <ToolbarSeparator />
          <DirtyStoreButton
            model={model}
            icon={<CheckIcon />}
            text="Commit All"
            intent="success"
            onClick={() => void model.commitAll()}
          />
          <DirtyStoreButton
            model={model}
            icon={<ArrowCounterClockwiseIcon />}
            text="Revert All"
            intent="primary"
            onClick={() => model.revertAll()}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar aria-label="Editing options">
          <Switch
            label="Full-row editing"
            labelSide="left"
            value={fullRowEditing}
            onChange={(on) => model.setFullRowEditing(on)}
          />
          <ToolbarSeparator />
          <Switch
            label="Async validation"
            labelSide="left"
            value={asyncValidation}
            onChange={(on) => model.setAsyncValidation(on)}
          />
          <ToolbarSeparator />
          <span className="tb-inline-editing__label" id="inline-editing-edit-with">
            Edit with:
          </span>
          <ButtonGroupInput<string>
            aria-label="Edit with"
            outlined
            value={String(clicksToEdit)}
            options={EDIT_CHOICES.map((c) => ({ value: String(c.value), label: c.label }))}
            onChange={(v) => {
              if (v) model.setClicksToEdit(Number(v) as ClicksToEdit);
            }}
          />
          <span className="tb-inline-editing__hint">{editHint}</span>
          <Filler />
          <GridCountLabel model={model.gridModel} />
        </Toolbar>
      }
    >
      {/* A new GridModel (Full-row editing, Edit with) is a new grid: keyed by its build, React rebuilds it. */}
      <Grid key={gridBuild} model={model.gridModel} aria-label="Editable records" />
    </Panel>
  );
}

// The buttons that follow the editing state and the store's dirty state watch them on their own: an edit (which
// starts and stops editing and may make the store dirty) redraws them, not the whole panel with its grid.

/** Stop Editing: enabled while a cell or row is being edited. */
function StopEditingButton({ model }: { model: InlineEditingPanelModel }) {
  const { isEditing } = useSnapshot(model).gridModel;
  return (
    <Button
      icon={<StopCircleIcon />}
      text="Stop Editing"
      disabled={!isEditing}
      onClick={() => model.stopEditing()}
    />
  );
}

/** A button acting on the store's local changes (Commit All, Revert All): enabled while there are some. */
function DirtyStoreButton({
  model,
  ...props
}: { model: InlineEditingPanelModel } & Pick<ButtonProps, 'icon' | 'text' | 'intent' | 'onClick'>) {
  const { isDirty } = useSnapshot(model.store);
  return <Button {...props} disabled={!isDirty} />;
}
