import { useEffect, useState } from 'react';
import { AddressBookIcon, ArrowClockwiseIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import { DataView } from '../../src/kit/dataview';
import { GridCountLabel, StoreFilterField } from '../../src/kit/grid';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { DataViewPanelModel, RELOAD_TEXT } from './DataViewPanelModel';
import './DataViewPanel.css';

/** The DataView demo: 100 random customers as cards of name, city and value, with a filter and a count. */
export function DataViewPanel() {
  const [model] = useState(() => new DataViewPanelModel());
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  const { loading } = useSnapshot(model);
  const { dataViewModel } = model;

  return (
    <Panel
      title="Customers"
      icon={<AddressBookIcon />}
      className="tb-demo-dataview"
      width={700}
      height={400}
      mask={loading}
      bbar={
        <Toolbar>
          <Button
            icon={<ArrowClockwiseIcon />}
            text={RELOAD_TEXT}
            minimal
            disabled={loading}
            onClick={() => void model.load()}
          />
          <Filler />
          <StoreFilterField store={dataViewModel} placeholder="Filter by name or city..." width={200} />
          <ToolbarSeparator />
          <GridCountLabel model={dataViewModel} />
        </Toolbar>
      }
    >
      <DataView model={dataViewModel} aria-label="Customers" />
    </Panel>
  );
}
