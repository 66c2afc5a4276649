import { clsx } from 'clsx';
import {
  Children,
  isValidElement,
  useEffect,
  useSyncExternalStore,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Group, Panel as ResizablePane, Separator, usePanelRef } from 'react-resizable-panels';
import { subscribe, useSnapshot } from 'valtio';
import { PanelModel } from './PanelModel';
import { COLLAPSED_SIZE, SplitContext } from './PanelSizing';
import './SplitPanel.css';

export interface SplitPanelProps {
  /** Panels (and other elements) laid out in a row or a column; those with a PanelModel can be sized. */
  children?: ReactNode;
  /** 'horizontal' (default) lays the children out side by side; 'vertical' stacks them. */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Resize live while a splitter is dragged (true), or move only the splitter until release (false). Defaults to
   * the children's models: live unless one of them says otherwise.
   */
  resizeWhileDragging?: boolean;
  /** A class added to the split's outer element. */
  className?: string;
  /** Inline style of the split's outer element (e.g. its height outside a flex layout). */
  style?: CSSProperties;
  /** Flex value when the split sits in a flex container (default: fill it). */
  flex?: CSSProperties['flex'];
}

const modelOf = (child: ReactElement): PanelModel | null => {
  const { model } = child.props as { model?: unknown };
  return model instanceof PanelModel ? model : null;
};

/**
 * Lays out panels with draggable splitters between them (react-resizable-panels). A child Panel with a
 * PanelModel gets the model's default, minimum and maximum size and collapses to a slim bar; children without
 * one share the remaining space.
 */
export function SplitPanel({
  children,
  orientation = 'horizontal',
  resizeWhileDragging,
  className,
  style,
  flex,
}: SplitPanelProps) {
  const items = Children.toArray(children).filter(isValidElement);
  const models = items.map(modelOf);
  const state = useModelsState(models);
  const live = resizeWhileDragging ?? state.every((s) => s?.live ?? true);
  const fixed = (i: number) => {
    const s = state[i];
    return s != null && (s.collapsed || !s.resizable);
  };

  return (
    <SplitContext.Provider value={true}>
      <Group
        orientation={orientation}
        resizePreviewMode={live ? 'panel' : 'separator'}
        className={clsx('tb-split', `tb-split--${orientation}`, className)}
        style={{ flex: flex ?? '1 1 auto', ...style }}
      >
        {items.map((child, i) => {
          const model = models[i];
          const key = child.key ?? i;
          const pane = model ? (
            <ModelPane key={key} model={model}>
              {child}
            </ModelPane>
          ) : (
            <ResizablePane key={key} className="tb-split__pane" minSize={60}>
              {child}
            </ResizablePane>
          );
          if (i === 0) return pane;
          return [
            <Separator
              key={`${key}-splitter`}
              className="tb-split__splitter"
              disabled={fixed(i - 1) || fixed(i)}
            />,
            pane,
          ];
        })}
      </Group>
    </SplitContext.Provider>
  );
}

interface ModelState {
  collapsed: boolean;
  resizable: boolean;
  live: boolean;
}

/** The parts of the children's models that shape the split, re-read whenever one of the models changes. */
function useModelsState(models: (PanelModel | null)[]): (ModelState | null)[] {
  // A new subscription each render is cheap, and keeps it in step with whichever models the children hold.
  const sub = (onChange: () => void) => {
    const unsubs = models.map((m) => (m ? subscribe(m, onChange) : () => {}));
    return () => unsubs.forEach((u) => u());
  };
  const signature = () =>
    models.map((m) => (m ? `${+m.collapsed}${+m.resizable}${+m.resizeWhileDragging}` : '-')).join(',');
  const sig = useSyncExternalStore(sub, signature, signature);
  return sig
    .split(',')
    .map((s) =>
      s === '-' ? null : { collapsed: s[0] === '1', resizable: s[1] === '1', live: s[2] === '1' },
    );
}

/** A pane sized by a PanelModel: keeps the pane's collapsed state and the model's in step both ways. */
function ModelPane({ model, children }: { model: PanelModel; children: ReactNode }) {
  const { collapsed, requestedSize } = useSnapshot(model);
  const paneRef = usePanelRef();

  useEffect(() => {
    const pane = paneRef.current;
    if (!pane || pane.isCollapsed() === collapsed) return;
    if (collapsed) pane.collapse();
    // Back to the size it had before it collapsed (the library's expand() may settle for the minimum instead).
    else pane.resize(model.size ?? model.defaultSize);
  }, [collapsed, model, paneRef]);

  useEffect(() => {
    if (requestedSize == null) return;
    const size = model.takeRequestedSize();
    if (size != null) paneRef.current?.resize(size);
  }, [requestedSize, model, paneRef]);

  return (
    <ResizablePane
      panelRef={paneRef}
      className={clsx('tb-split__pane', `tb-split__pane--${model.side}`)}
      defaultSize={model.collapsed ? COLLAPSED_SIZE : model.defaultSize}
      minSize={model.minSize}
      maxSize={model.maxSize}
      collapsible={model.collapsible}
      collapsedSize={COLLAPSED_SIZE}
      groupResizeBehavior="preserve-pixel-size"
      onResize={(size) => model.onLayout(paneRef.current?.isCollapsed() ?? false, size.inPixels)}
    >
      {children}
    </ResizablePane>
  );
}
