import { clsx } from 'clsx';
import { useSnapshot } from 'valtio';
import { FunnelSimpleIcon, MagnifyingGlassIcon, XIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { TextInput } from '../input';
import { Panel, Filler, Toolbar } from '../panel';
import { inspectorModel } from './inspectorModel';
import { ModelCard } from './ModelCard';
import { modelRegistry } from './modelRegistry';
import './Inspector.css';

export interface InspectorProps {
  /** Shows a close button in the header that calls it. */
  onClose?: () => void;
  /** A class on the Inspector's panel. */
  className?: string;
}

/**
 * The developer Inspector: every registered model, live, as an expandable tree of its state, with a filter on
 * the models' names.
 */
export function Inspector({ onClose, className }: InspectorProps) {
  const { entries } = useSnapshot(modelRegistry);
  const { filter } = useSnapshot(inspectorModel);
  const live = entries.flatMap((e) => {
    const model = e.model.deref();
    return model ? [{ id: e.id, name: e.name, registeredAt: e.registeredAt, model }] : [];
  });
  const needle = filter.trim().toLowerCase();
  const shown = needle ? live.filter((m) => m.name.toLowerCase().includes(needle)) : live;
  const count = needle
    ? `${shown.length} of ${live.length} models`
    : `${live.length} ${live.length === 1 ? 'model' : 'models'}`;

  return (
    <Panel
      title="Inspector"
      icon={<MagnifyingGlassIcon />}
      className={clsx('tb-inspector', className)}
      headerItems={
        onClose && <Button minimal icon={<XIcon />} title="Close the Inspector" onClick={onClose} />
      }
      tbar={
        <Toolbar compact>
          <TextInput
            value={filter}
            onChange={(v) => inspectorModel.setFilter(v)}
            commitOnChange
            placeholder="Filter models…"
            leftIcon={<FunnelSimpleIcon />}
            width={220}
            aria-label="Filter models"
          />
          <Filler />
          <span className="tb-inspector__count" role="status">
            {count}
          </span>
        </Toolbar>
      }
    >
      {shown.length === 0 ? (
        <p className="tb-inspector__empty">
          {live.length === 0
            ? 'No models registered. Views list theirs with registerModel or useRegisteredModel.'
            : `No models match "${filter.trim()}".`}
        </p>
      ) : (
        <ul className="tb-inspector__models" aria-label="Models">
          {shown.map((m) => (
            <ModelCard key={m.id} entry={m} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
