import * as Popover from '@radix-ui/react-popover';
import { ArrowCounterClockwiseIcon, ColumnsIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import type { GridModel } from './GridModel';
import './ColumnChooser.css';

export interface ColumnChooserButtonProps<T extends object> {
  /** The grid whose columns are chosen. */
  model: GridModel<T, never>;
  /** Button text; default none (icon only, titled 'Choose columns'). */
  text?: string;
  /** Drawn without a border or fill until hovered, as in a toolbar (default true). */
  minimal?: boolean;
}

export interface ColumnChooserProps<T extends object> {
  /** The grid whose columns are chosen. */
  model: GridModel<T, never>;
}

/**
 * A button opening the column chooser: every column users may hide, in the grid's order, with a check box to
 * show or hide it, and Restore Defaults (columns, widths, order, sort and grouping as configured).
 */
export function ColumnChooserButton<T extends object>({
  model,
  text,
  minimal = true,
}: ColumnChooserButtonProps<T>) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button icon={<ColumnsIcon />} text={text} minimal={minimal} title="Choose columns" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="tb-column-chooser" align="end" sideOffset={6} collisionPadding={8}>
          <ColumnChooser model={model} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The column chooser itself (for embedding in a panel or dialog). */
export function ColumnChooser<T extends object>({ model }: ColumnChooserProps<T>) {
  const { columnState } = useSnapshot(model);
  const listed = columnState.filter((c) => model.getColumn(c.colId)?.chooserEnabled !== false);
  const visibleCount = listed.filter((c) => !c.hidden).length;
  return (
    <div className="tb-column-chooser__body" role="group" aria-label="Columns">
      <div className="tb-column-chooser__title">Columns</div>
      <ul className="tb-column-chooser__list">
        {listed.map((c) => {
          const spec = model.getColumn(c.colId);
          const name = spec?.chooserName ?? model.columnHeader(c.colId);
          // The last visible column cannot be hidden: a grid with no columns is no use.
          const locked = !c.hidden && visibleCount === 1;
          return (
            <li key={c.colId}>
              <label className="tb-column-chooser__item">
                <input
                  type="checkbox"
                  checked={!c.hidden}
                  disabled={locked}
                  onChange={(e) => model.setColumnVisible(c.colId, e.target.checked)}
                />
                <span>{name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="tb-column-chooser__footer">
        <Button
          icon={<ArrowCounterClockwiseIcon />}
          text="Restore Defaults"
          minimal
          onClick={() => model.restoreDefaults()}
        />
      </div>
    </div>
  );
}
