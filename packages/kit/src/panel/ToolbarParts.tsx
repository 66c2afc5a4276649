import './Toolbar.css';

/** A thin divider between groups of toolbar items. */
export function ToolbarSeparator() {
  return <span className="tb-toolbar__separator" role="separator" />;
}

/** Takes all free space, pushing the items after it to the far end of the toolbar. */
export function Filler() {
  return <span className="tb-filler" aria-hidden="true" />;
}
