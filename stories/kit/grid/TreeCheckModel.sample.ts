import { Store } from '@toolbox/kit/data';
import { TreeCheckModel } from '@toolbox/kit/grid';

// A tree grid with `treeCheckboxes` makes one; on its own it works on any tree store.
const store = new Store({ fields: ['id', 'name'], childrenField: 'children' });
store.loadData([{ id: 1, name: 'Europe', children: [{ id: 2, name: 'London' }] }]);
export const checks = new TreeCheckModel(store);
checks.setCheckedIds([2]);
