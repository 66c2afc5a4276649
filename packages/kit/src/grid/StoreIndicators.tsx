import {
  CheckCircleIcon,
  CircleIcon,
  CircleNotchIcon,
  QuestionIcon,
  XCircleIcon,
} from '@phosphor-icons/react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { clsx } from 'clsx';
import type { Store } from '../data';
import './StoreIndicators.css';

type Tone = 'success' | 'warning' | 'danger' | 'muted';

function Indicator({
  tone,
  icon,
  text,
  label,
}: {
  tone: Tone;
  icon: ReactNode;
  text: string;
  label: string;
}) {
  return (
    <span
      className={clsx('tb-store-indicator', `tb-store-indicator--${tone}`)}
      role="status"
      aria-label={label}
    >
      {icon}
      <span>{text}</span>
    </span>
  );
}

export interface StoreIndicatorProps<T extends object> {
  /** The store whose state is shown (a grid's is its model's `store`). */
  store: Store<T, never>;
}

/** 'Store Dirty' while a store has local changes not committed, else 'Store Clean'. */
export function StoreDirtyIndicator<T extends object>({ store }: StoreIndicatorProps<T>) {
  const { isDirty } = useSnapshot(store);
  return isDirty ? (
    <Indicator tone="warning" icon={<CircleIcon weight="bold" />} text="Store Dirty" label="Store state" />
  ) : (
    <Indicator
      tone="success"
      icon={<CheckCircleIcon weight="fill" />}
      text="Store Clean"
      label="Store state"
    />
  );
}

/** The text of a store's validation state: 'Valid', 'Not Valid (2 errors)', 'Validation pending', ... */
export function validationText(state: Store['validationState'], errorCount: number): string {
  switch (state) {
    case 'valid':
      return 'Valid';
    case 'invalid':
      return `Not Valid (${errorCount.toLocaleString('en-US')} ${errorCount === 1 ? 'error' : 'errors'})`;
    case 'pending':
      return 'Validation pending';
    default:
      return 'Validation state unknown';
  }
}

/** Whether a store's records pass their rules: valid, not valid with the count of errors, pending or unknown. */
export function StoreValidityIndicator<T extends object>({ store }: StoreIndicatorProps<T>) {
  const { validationState, errorCount } = useSnapshot(store);
  const text = validationText(validationState, errorCount);
  const label = 'Validation state';
  switch (validationState) {
    case 'valid':
      return <Indicator tone="success" icon={<CheckCircleIcon weight="fill" />} text={text} label={label} />;
    case 'invalid':
      return <Indicator tone="danger" icon={<XCircleIcon weight="fill" />} text={text} label={label} />;
    case 'pending':
      return (
        <Indicator
          tone="muted"
          icon={<CircleNotchIcon className="tb-store-indicator__spin" />}
          text={text}
          label={label}
        />
      );
    default:
      return <Indicator tone="muted" icon={<QuestionIcon />} text={text} label={label} />;
  }
}
