import { CaretDownIcon, CaretRightIcon, ChartBarIcon, GearIcon, NoteIcon } from '@phosphor-icons/react';
import { useState, type ReactNode } from 'react';
import { Button } from '@toolbox/kit/button';
import { Panel, Toolbar } from '@toolbox/kit/panel';

/** Panels stacked for a phone: each with a header that collapses it, some with a toolbar. */
export function PanelsPage() {
  return (
    <div className="tb-mobile-page tb-mobile-panels">
      <CollapsiblePanel title="Summary" icon={<ChartBarIcon />} initiallyOpen>
        <p>
          Panels hold a title, an icon, toolbars and content. Tap a header to collapse or expand its panel.
        </p>
      </CollapsiblePanel>
      <CollapsiblePanel
        title="Notes"
        icon={<NoteIcon />}
        bbar={
          <Toolbar>
            <Button text="Add note" intent="primary" />
          </Toolbar>
        }
        initiallyOpen
      >
        <p>A bottom toolbar keeps its actions within reach of a thumb.</p>
      </CollapsiblePanel>
      <CollapsiblePanel title="Settings" icon={<GearIcon />}>
        <p>Collapsed at first: its content mounts when it is expanded.</p>
      </CollapsiblePanel>
    </div>
  );
}

function CollapsiblePanel({
  title,
  icon,
  bbar,
  initiallyOpen = false,
  children,
}: {
  title: string;
  icon: ReactNode;
  bbar?: ReactNode;
  initiallyOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const header = (
    <button
      type="button"
      className="tb-mobile-panel__toggle"
      aria-expanded={open}
      onClick={() => setOpen(!open)}
    >
      {icon}
      <span>{title}</span>
      {open ? <CaretDownIcon aria-hidden /> : <CaretRightIcon aria-hidden />}
    </button>
  );
  return (
    <Panel title={header} className="tb-mobile-panel" bbar={open ? bbar : undefined}>
      {open ? <div className="tb-mobile-panel__body">{children}</div> : null}
    </Panel>
  );
}
