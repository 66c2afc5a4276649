import { useState } from 'react';
import { CaretDownIcon, CaretRightIcon } from '@phosphor-icons/react';
import { describeValue } from './describeValue';
import './Inspector.css';

/** Nesting beyond this is shown collapsed to a summary, which also stops cycles. */
const MAX_DEPTH = 12;

export interface StateTreeProps {
  /** The value shown: a model's snapshot, or any object, array or plain value. */
  value: unknown;
  /** Accessible name of the tree (a list of the value's properties). */
  label: string;
}

/** A model's state as an expandable tree of its own properties, read from a valtio snapshot. */
export function StateTree({ value, label }: StateTreeProps) {
  const view = describeValue(value);
  if (view.kind === 'leaf') {
    return (
      <ul className="tb-inspector-tree" aria-label={label}>
        <TreeNode name="value" value={value} depth={0} ancestors={[]} />
      </ul>
    );
  }
  return (
    <ul className="tb-inspector-tree" aria-label={label}>
      {view.children.length === 0 && <li className="tb-inspector-tree__empty">No properties.</li>}
      {view.children.map(([k, v]) => (
        <TreeNode key={k} name={k} value={v} depth={0} ancestors={[value]} />
      ))}
    </ul>
  );
}

function TreeNode({
  name,
  value,
  depth,
  ancestors,
}: {
  name: string;
  value: unknown;
  depth: number;
  ancestors: readonly unknown[];
}) {
  const [open, setOpen] = useState(false);
  const view = describeValue(value);
  if (view.kind === 'leaf') {
    return (
      <li className="tb-inspector-tree__row">
        <span className="tb-inspector-tree__spacer" aria-hidden="true" />
        <span className="tb-inspector-tree__key">{name}</span>
        <span className="tb-inspector-tree__colon">:</span>
        <span className={`tb-inspector-tree__value tb-inspector-tree__value--${view.type}`}>{view.text}</span>
      </li>
    );
  }
  const circular = ancestors.includes(value);
  const expandable = !circular && depth < MAX_DEPTH && view.children.length > 0;
  return (
    <li className="tb-inspector-tree__branch">
      <button
        type="button"
        className="tb-inspector-tree__row tb-inspector-tree__toggle"
        aria-expanded={expandable ? open : undefined}
        disabled={!expandable}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="tb-inspector-tree__caret" aria-hidden="true">
          {expandable && (open ? <CaretDownIcon weight="bold" /> : <CaretRightIcon weight="bold" />)}
        </span>
        <span className="tb-inspector-tree__key">{name}</span>
        <span className="tb-inspector-tree__colon">:</span>
        <span className="tb-inspector-tree__summary">{circular ? '[circular]' : view.summary}</span>
      </button>
      {expandable && open && (
        <ul className="tb-inspector-tree__children">
          {view.children.map(([k, v]) => (
            <TreeNode key={k} name={k} value={v} depth={depth + 1} ancestors={[...ancestors, value]} />
          ))}
        </ul>
      )}
    </li>
  );
}
