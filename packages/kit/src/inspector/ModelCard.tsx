import { useEffect, useState } from 'react';
import { getVersion, subscribe, useSnapshot } from 'valtio';
import { CaretDownIcon, CaretRightIcon, CubeIcon } from '@phosphor-icons/react';
import { StateTree } from './StateTree';

export interface LiveModel {
  id: number;
  name: string;
  registeredAt: number;
  model: object;
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** One registered model: a header to expand it, its count of updates, and its live state as a tree. */
export function ModelCard({ entry, defaultOpen = true }: { entry: LiveModel; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [updates, setUpdates] = useState(0);
  const isProxy = getVersion(entry.model) !== undefined;

  useEffect(() => {
    if (!isProxy) return;
    return subscribe(entry.model, () => setUpdates((n) => n + 1));
  }, [entry.model, isProxy]);

  const title = `${entry.name} #${entry.id}`;
  const bodyId = `tb-inspector-model-${entry.id}`;
  return (
    <li className="tb-inspector-model" aria-label={title}>
      <button
        type="button"
        className="tb-inspector-model__header"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="tb-inspector-model__caret" aria-hidden="true">
          {open ? <CaretDownIcon weight="bold" /> : <CaretRightIcon weight="bold" />}
        </span>
        <CubeIcon className="tb-inspector-model__icon" weight="duotone" aria-hidden="true" />
        <span className="tb-inspector-model__name">{entry.name}</span>
        <span className="tb-inspector-model__id">#{entry.id}</span>
        <span className="tb-inspector-model__meta">
          registered {timeFormat.format(entry.registeredAt)}
          {' · '}
          {isProxy ? (
            // Keyed by the count, so the badge flashes again on every update.
            <span
              key={updates}
              className={updates > 0 ? 'tb-inspector-model__updates is-flashing' : undefined}
            >
              {updates} {updates === 1 ? 'update' : 'updates'}
            </span>
          ) : (
            'not observable'
          )}
        </span>
      </button>
      {open && (
        <div id={bodyId} className="tb-inspector-model__body">
          {isProxy ? (
            <LiveState model={entry.model} label={`${entry.name} state`} />
          ) : (
            <StateTree value={entry.model} label={`${entry.name} state`} />
          )}
        </div>
      )}
    </li>
  );
}

function LiveState({ model, label }: { model: object; label: string }) {
  const snap = useSnapshot(model);
  return <StateTree value={snap} label={label} />;
}
