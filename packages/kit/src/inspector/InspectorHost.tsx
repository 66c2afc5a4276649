import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { useSingleHost } from '../popup/singleHost';
import { Inspector } from './Inspector';
import { inspectorModel } from './inspectorModel';
import './Inspector.css';

const MIN_HEIGHT = 160;
const DEFAULT_HEIGHT = 320;
const KEY_STEP = 24;

function maxHeight(): number {
  return Math.max(MIN_HEIGHT, Math.round(window.innerHeight * 0.8));
}

/**
 * Docks the Inspector at the bottom of the window while `inspectorModel.active`; drag its top edge to resize.
 * Mount it once near the root of the app; extra instances (e.g. from a story inside the shell) render nothing.
 */
export function InspectorHost() {
  const isHost = useSingleHost('inspector');
  const { active } = useSnapshot(inspectorModel);
  const [height, setHeight] = useState(DEFAULT_HEIGHT);
  if (!isHost || !active || typeof document === 'undefined') return null;

  const clamp = (h: number) => Math.min(maxHeight(), Math.max(MIN_HEIGHT, Math.round(h)));
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    const handle = e.currentTarget;
    handle.setPointerCapture(e.pointerId);
    const startY = e.clientY;
    const startHeight = height;
    const move = (ev: globalThis.PointerEvent) => setHeight(clamp(startHeight + startY - ev.clientY));
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowUp') setHeight(clamp(height + KEY_STEP));
    else if (e.key === 'ArrowDown') setHeight(clamp(height - KEY_STEP));
    else return;
    e.preventDefault();
  };

  return createPortal(
    <aside className="tb-inspector-dock" style={{ height }} aria-label="Developer tools">
      <div
        className="tb-inspector-dock__handle"
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize the Inspector"
        aria-valuemin={MIN_HEIGHT}
        aria-valuemax={maxHeight()}
        aria-valuenow={height}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      />
      <Inspector onClose={() => inspectorModel.deactivate()} />
    </aside>,
    document.body,
  );
}
