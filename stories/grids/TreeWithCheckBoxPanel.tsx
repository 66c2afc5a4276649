import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { ToolbarSeparator } from '@toolbox/kit/panel';
import { TreeGridPanel } from './TreeGridPanel';
import type { TreeGridPanelModel } from './TreeGridPanelModel';

/** How many leaves of the tree are checked, out of how many, and a button to clear the checks. */
function CheckedCount({ model }: { model: TreeGridPanelModel }) {
  const { checkModel, store } = model.gridModel;
  const { records } = useSnapshot(store);
  const checks = useSnapshot(checkModel ?? store);
  const checkedCount = 'checkedCount' in checks ? checks.checkedCount : 0;
  const leaves = records.filter((r) => store.getChildren(r.id).length === 0).length;
  return (
    <>
      <span className="tb-grid-count" role="status" aria-live="polite">
        {checkedCount.toLocaleString('en-US')} of {leaves.toLocaleString('en-US')} checked
      </span>
      <Button text="Clear" minimal disabled={checkedCount === 0} onClick={() => checkModel?.clear()} />
      <ToolbarSeparator />
    </>
  );
}

/** The Tree w/CheckBox demo: the positions tree with cascading check boxes and a count of checked leaves. */
export function TreeWithCheckBoxPanel() {
  return (
    <TreeGridPanel checkboxes title="Positions" extraTools={(model) => <CheckedCount model={model} />} />
  );
}
