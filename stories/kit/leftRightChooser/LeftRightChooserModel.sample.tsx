import { useLocalModel } from '@toolbox/kit/app';
import { LeftRightChooser, LeftRightChooserModel } from '@toolbox/kit/leftRightChooser';

/** Columns to show: those on the right are chosen; `onChange` hears each move. */
export function ColumnPicker({ onChange }: { onChange: (values: string[]) => void }) {
  const model = useLocalModel(
    () =>
      new LeftRightChooserModel({
        data: [
          { text: 'Symbol', value: 'symbol', side: 'right' },
          { text: 'Quantity', value: 'qty', group: 'Trade' },
        ],
        rightTitle: 'Shown',
        onChange,
      }),
  );
  return <LeftRightChooser model={model} />;
}
