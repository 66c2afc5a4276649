import { createElement } from 'react';
import { proxy } from 'valtio';
import { sampleApi } from '../../src/api';
import type { Customer } from '../../src/api/samples';
import type { StoreRecord } from '@toolbox/kit/data';
import { DataViewModel } from '@toolbox/kit/dataview';
import { fmtNumber } from '@toolbox/kit/format';
import { toast } from '@toolbox/kit/popup';
import { LoadingPanelModel } from '../common/LoadingPanelModel';
import { CompanyCard } from './DataViewPanelCard';

/** A card of the DataView demo: SPEC §3 "DataView item". */
export interface DataViewItem {
  id: number;
  name: string;
  city: string;
  /** A random amount between -1,000 and 1,000, with two decimals. */
  value: number;
}

/** Customers shown per load. */
export const SAMPLE_SIZE = 100;
/** Height of a card, in pixels (SPEC §2.7). */
export const ITEM_HEIGHT = 70;
export const EMPTY_TEXT = 'No companies found...';
export const RELOAD_TEXT = 'Load new (random) records';

/**
 * `size` customers picked at random (a partial Fisher-Yates shuffle: no repeats), each given a random value
 * between -1,000 and 1,000 rounded to cents.
 */
export function sampleItems(
  customers: readonly Customer[],
  size = SAMPLE_SIZE,
  random: () => number = Math.random,
): DataViewItem[] {
  const pool = [...customers];
  const count = Math.min(size, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as Customer, pool[i] as Customer];
  }
  return pool.slice(0, count).map((c) => ({
    id: c.id,
    name: c.company,
    city: c.city,
    value: Math.round((random() * 2000 - 1000) * 100) / 100,
  }));
}

/** State of the DataView demo: the cards of 100 random customers, their loading and a double-click toast. */
export class DataViewPanelModel extends LoadingPanelModel {
  readonly dataViewModel: DataViewModel<DataViewItem>;

  constructor() {
    super('customers');
    this.dataViewModel = new DataViewModel<DataViewItem>({
      store: {
        fields: [
          { name: 'name', type: 'string', displayName: 'Company' },
          { name: 'city', type: 'string' },
          { name: 'value', type: 'number' },
        ],
        searchFields: ['name', 'city'],
      },
      sortBy: 'name',
      itemHeight: ITEM_HEIGHT,
      emptyText: EMPTY_TEXT,
      countUnit: 'company',
      renderer: (record) => createElement(CompanyCard, { item: record.data }),
      onItemDoubleClicked: (record) => this.showDetails(record),
    });
    return proxy(this);
  }

  /** Fetches the customers and shows a new random set of them (the filter stays). */
  protected async doLoad(signal: AbortSignal): Promise<void> {
    const customers = await sampleApi.customers(undefined, signal);
    this.dataViewModel.clearSelection();
    this.dataViewModel.loadData(sampleItems(customers));
  }

  showDetails(record: StoreRecord<DataViewItem>): void {
    const { name, city, value } = record.data;
    const text = fmtNumber(value, { precision: 2, withPlusSign: true });
    toast({ message: `${name}, ${city}: value ${String(text)}.`, intent: 'primary' });
  }
}
