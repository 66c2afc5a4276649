import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { DashModel } from './DashModel';
import type { DashViewModel } from './DashViewModel';
import './DashViewTitle.css';

export interface DashViewTitleProps {
  /** The dashboard the view is in: it says whether the view may be renamed, and which is being renamed. */
  dash: DashModel;
  /** The view whose icon, title and title detail show. */
  view: DashViewModel;
}

/**
 * A view's icon, title and title detail. Double-click the title (or choose Rename in the view's menu) to edit it
 * in place: Enter or leaving the field keeps the new title, Escape cancels.
 */
export function DashViewTitle({ dash, view }: DashViewTitleProps) {
  const { title, titleDetail, shownIcon } = useSnapshot(view);
  const dashState = useSnapshot(dash);
  const canRename = dashState.canRename(view.id);
  const icon = shownIcon != null && <span className="tb-dash-title__icon">{view.shownIcon}</span>;

  if (canRename && dashState.renamingViewId === view.id) {
    return (
      <span className="tb-dash-title">
        {icon}
        <TitleInput
          initial={title}
          onDone={(next) => {
            if (next != null) view.setTitle(next);
            dash.stopRename();
          }}
        />
      </span>
    );
  }
  return (
    <span
      className="tb-dash-title"
      onDoubleClick={canRename ? () => dash.startRename(view.id) : undefined}
      title={canRename ? `${title} (double-click to rename)` : title}
    >
      {icon}
      <span className="tb-dash-title__text">{title}</span>
      {/* A space between title and detail, so their text reads as two words (a flex gap is only drawn);
          the flex container renders none. */}
      {titleDetail && ' '}
      {titleDetail && <span className="tb-dash-title__detail">{titleDetail}</span>}
    </span>
  );
}

/** Keeps pointer and key events in the field, so the dashboard does not start a drag or switch tabs. */
const stop = (e: SyntheticEvent) => e.stopPropagation();

function TitleInput({ initial, onDone }: { initial: string; onDone: (title: string | null) => void }) {
  const [text, setText] = useState(initial);
  const [done, setDone] = useState(false);
  const finish = (value: string | null) => {
    if (done) return;
    setDone(true);
    onDone(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (e.key === 'Enter') finish(text);
    else if (e.key === 'Escape') finish(null);
  };
  return (
    <input
      className="tb-dash-title__input"
      aria-label="View title"
      value={text}
      // Focus and select on mount so typing replaces the title, as in a file manager's rename.
      ref={(el) => {
        if (el && document.activeElement !== el && !done) {
          el.focus();
          el.select();
        }
      }}
      size={Math.max(8, text.length + 1)}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(text)}
      onPointerDown={stop}
      onMouseDown={stop}
      onDoubleClick={stop}
      onDragStart={(e) => e.preventDefault()}
    />
  );
}
