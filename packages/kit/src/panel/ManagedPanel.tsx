import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import { useContext, useLayoutEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { ArrowSquareOutIcon, ArrowsInSimpleIcon, ArrowsOutSimpleIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import { COLLAPSE_CARET, CollapsedPanelBar } from './CollapsedPanelBar';
import { PanelFrame, panelName, type PanelProps } from './Panel';
import type { PanelModel } from './PanelModel';
import { cssSize, SplitContext } from './PanelSizing';
import './ManagedPanel.css';
import './VisuallyHidden.css';

/**
 * A Panel driven by a PanelModel: header buttons to collapse it and to pop it out, the slim bar it shows while
 * collapsed, and the modal view. The panel's content stays mounted through all of these, so it keeps its state.
 */
export function ManagedPanel({ model, ...props }: PanelProps & { model: PanelModel }) {
  const { collapsed, isModal, side } = useSnapshot(model);
  const inSplit = useContext(SplitContext);
  const name = panelName(props.title, props['aria-label']);
  const showBar = collapsed && !isModal;
  const Caret = COLLAPSE_CARET[side];

  const tools = (
    <>
      {model.modalSupport && (
        <Button
          minimal
          className="tb-panel__tool"
          icon={isModal ? <ArrowsInSimpleIcon /> : <ArrowsOutSimpleIcon />}
          title={isModal ? 'Close the modal view' : 'Open in a modal view'}
          onClick={() => model.toggleIsModal()}
        />
      )}
      {model.collapsible && !isModal && (
        <Button
          minimal
          className="tb-panel__tool"
          icon={<Caret weight="bold" />}
          title="Collapse"
          aria-expanded={true}
          onClick={() => model.setCollapsed(true)}
        />
      )}
    </>
  );
  const frame = <PanelFrame {...props} headerTools={tools} />;

  // Outside a SplitPanel the model's size applies as a fixed width or height.
  const size = model.size ?? model.defaultSize;
  const sizeStyle: CSSProperties =
    inSplit || showBar ? {} : model.isHorizontal ? { width: cssSize(size) } : { height: cssSize(size) };

  return (
    <div
      className={clsx(
        'tb-managed-panel',
        `tb-managed-panel--${side}`,
        showBar && 'tb-managed-panel--collapsed',
        inSplit && 'tb-managed-panel--in-split',
      )}
      style={sizeStyle}
    >
      {showBar && (
        <CollapsedPanelBar
          side={side}
          title={props.title}
          icon={props.icon}
          name={name}
          onExpand={() => model.setCollapsed(false)}
        />
      )}
      {model.modalSupport ? (
        <ModalSupport model={model} hidden={showBar} name={name}>
          {frame}
        </ModalSupport>
      ) : (
        <div className="tb-managed-panel__slot" hidden={showBar}>
          {frame}
        </div>
      )}
    </div>
  );
}

interface ModalSupportProps {
  model: PanelModel;
  hidden: boolean;
  name?: string;
  children: React.ReactNode;
}

/**
 * Renders the panel into a node of its own that moves between its place in the layout and a modal dialog, so
 * React never remounts it: whatever state it holds survives the trip.
 */
function ModalSupport({ model, hidden, name, children }: ModalSupportProps) {
  const { isModal } = useSnapshot(model);
  const [host] = useState(() => {
    const node = document.createElement('div');
    node.className = 'tb-managed-panel__host';
    return node;
  });
  const [inlineSlot, setInlineSlot] = useState<HTMLDivElement | null>(null);
  const [modalSlot, setModalSlot] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const target = isModal ? modalSlot : inlineSlot;
    if (target && host.parentNode !== target) target.appendChild(host);
  }, [host, isModal, inlineSlot, modalSlot]);

  const spec = model.modalSupport;
  return (
    <>
      <div ref={setInlineSlot} className="tb-managed-panel__slot" hidden={hidden || isModal} />
      {isModal && !hidden && (
        <div className="tb-managed-panel__placeholder">
          <ArrowSquareOutIcon size={22} aria-hidden="true" />
          <span>{name ? `${name} is open in a modal view.` : 'This panel is open in a modal view.'}</span>
          <Button text="Restore" minimal intent="primary" onClick={() => model.setIsModal(false)} />
        </div>
      )}
      {createPortal(children, host)}
      <Dialog.Root open={isModal} onOpenChange={(open) => model.setIsModal(open)}>
        <Dialog.Portal>
          <Dialog.Overlay className="tb-panel-modal__overlay" />
          <Dialog.Content
            className="tb-panel-modal"
            style={spec ? { width: cssSize(spec.width), height: cssSize(spec.height) } : undefined}
            aria-describedby={undefined}
          >
            <Dialog.Title className="tb-visually-hidden">{name ?? 'Panel'}</Dialog.Title>
            <div ref={setModalSlot} className="tb-panel-modal__slot" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
