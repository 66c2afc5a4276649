import { useLocalModel } from '@toolbox/kit/app';
import { GroupingChooser, GroupingChooserModel } from '@toolbox/kit/chart';

/** A choice of how to group positions: the model holds the dimensions, the value and the favourites. */
export function PositionGrouping() {
  const model = useLocalModel(
    () =>
      new GroupingChooserModel({
        dimensions: ['region', 'sector', { name: 'symbol', label: 'Symbol' }],
        initialValue: ['region', 'sector'],
      }),
  );
  return <GroupingChooser model={model} />;
}
