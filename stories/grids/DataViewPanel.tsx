import { AddressBookIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { DataView } from '@toolbox/kit/dataview';
import { GridDemoPanel } from '../common/GridDemoPanel';
import { DataViewPanelModel, RELOAD_TEXT } from './DataViewPanelModel';
import './DataViewPanel.css';

/** The DataView demo: 100 random customers as cards of name, city and value, with a filter and a count. */
export function DataViewPanel() {
  const model = useLocalModel(() => new DataViewPanelModel());
  const { dataViewModel } = model;
  return (
    <GridDemoPanel
      title="Customers"
      icon={<AddressBookIcon />}
      className="tb-demo-dataview"
      width={700}
      height={400}
      model={model}
      gridModel={dataViewModel.gridModel}
      toolbar={{
        reloadText: RELOAD_TEXT,
        filter: { placeholder: 'Filter by name or city...', width: 200 },
        chooser: false,
        exportButton: false,
      }}
    >
      <DataView model={dataViewModel} aria-label="Customers" />
    </GridDemoPanel>
  );
}
