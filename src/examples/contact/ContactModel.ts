import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { z } from 'zod';
import { contactApi, FetchError, type Contact } from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import { Store, type StoreRecord } from '@toolbox/kit/data';
import { DataViewModel } from '@toolbox/kit/dataview';
import { GridModel } from '@toolbox/kit/grid';
import { PanelModel } from '@toolbox/kit/panel';
import { readLocalState, writeLocalState } from '@toolbox/kit/persist';
import { toast } from '@toolbox/kit/popup';
import { contactFilter, toContactRow, type ContactRow } from './contactFilters';
import { contactCard } from './ContactCard';
import { contactColumns } from './contactColumns';

export type ContactView = 'grid' | 'cards';
/** Where the app keeps the view chosen (grid or cards). */
export const CONTACT_VIEW_KEY = 'contact.view';
const ViewSchema = z.enum(['grid', 'cards']);

/**
 * The Contact app: the directory in a grid or as cards on one store, searched and filtered by location,
 * department and tags, the selected person in a detail panel; favourites and tags are the user's own, saved on
 * the server as they change.
 */
export class ContactModel {
  view: ContactView = readLocalState(CONTACT_VIEW_KEY, ViewSchema) ?? 'grid';
  locations: string[] = [];
  departments: string[] = [];
  tags: string[] = [];
  /** The selected person's id, whichever view selected it. */
  selectedId: number | null = null;
  readonly store = new Store<ContactRow, Contact>({
    processRawData: toContactRow,
    sortBy: 'name|asc',
    fields: [
      { name: 'name', type: 'string' },
      { name: 'title', type: 'string' },
      { name: 'department', type: 'string' },
      { name: 'location', type: 'string' },
      { name: 'email', type: 'string' },
      { name: 'tagsText', type: 'string', displayName: 'Tags' },
    ],
  });
  gridModel!: GridModel<ContactRow, Contact>;
  cardsModel!: DataViewModel<ContactRow, Contact>;
  readonly detailPanel = new PanelModel({
    side: 'right',
    defaultSize: '30%',
    minSize: 280,
    maxSize: 520,
    persistWith: { localStorageKey: 'contact.detailPanel' },
  });
  readonly loadTask = new LoadTask({ what: 'the contacts' });
  private readonly handles = ref({ unwatch: [] as (() => void)[] });

  constructor() {
    const self = proxy(this);
    self.gridModel = new GridModel<ContactRow, Contact>({
      store: self.store,
      columns: contactColumns((r) => void self.toggleFavorite(r.data)),
      countUnit: 'contact',
      emptyText: 'No contacts found...',
      persistWith: { localStorageKey: 'contact.grid' },
    });
    self.cardsModel = new DataViewModel<ContactRow, Contact>({
      store: self.store,
      renderer: (r: StoreRecord<ContactRow>) => contactCard(r.data, () => void self.toggleFavorite(r.data)),
      itemHeight: 78,
      countUnit: 'contact',
      emptyText: 'No contacts found...',
    });
    self.handles.unwatch = [
      subscribeKey(self.gridModel, 'selectedIds', (ids) => self.onSelect(ids)),
      subscribeKey(self.cardsModel.gridModel, 'selectedIds', (ids) => self.onSelect(ids)),
    ];
    return self;
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  get selected(): ContactRow | null {
    return this.selectedId === null ? null : (this.store.getById(this.selectedId)?.data ?? null);
  }

  /** Every value of a field in the directory, for the filter choices. */
  valuesOf(field: 'location' | 'department'): string[] {
    return this.store.distinctValues(field).map(String);
  }

  /** Every tag anyone in the directory has (for this user), sorted. */
  get allTags(): string[] {
    const tags = new Set<string>();
    for (const r of this.store.records) for (const t of r.data.tags) tags.add(t);
    return [...tags].sort((a, b) => a.localeCompare(b));
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      this.store.loadData(await contactApi.contacts(signal));
      if (this.selectedId === null || !this.store.getById(this.selectedId)) {
        const first = this.store.rows.find((r) => r.kind === 'record');
        if (first?.kind === 'record') this.select(first.record.id as number);
      }
    });
  }

  setView(view: ContactView): void {
    this.view = view;
    writeLocalState(CONTACT_VIEW_KEY, view);
    if (this.selectedId !== null) this.select(this.selectedId);
  }

  setLocations(v: readonly string[]): void {
    this.locations = [...v];
    this.applyFilter();
  }

  setDepartments(v: readonly string[]): void {
    this.departments = [...v];
    this.applyFilter();
  }

  setTagFilter(v: readonly string[]): void {
    this.tags = [...v];
    this.applyFilter();
  }

  /** Selects a person in both views. */
  select(id: number): void {
    this.selectedId = id;
    if (this.gridModel.selectedIds[0] !== id) this.gridModel.select(id);
    if (this.cardsModel.gridModel.selectedIds[0] !== id) this.cardsModel.gridModel.select(id);
  }

  toggleFavorite(contact: Contact): Promise<void> {
    return this.savePrefs(contact, { isFavorite: !contact.isFavorite, tags: contact.tags });
  }

  setTags(contact: Contact, tags: readonly string[]): Promise<void> {
    return this.savePrefs(contact, { isFavorite: contact.isFavorite, tags: [...tags] });
  }

  destroy(): void {
    this.handles.unwatch.forEach((u) => u());
    this.loadTask.abort();
  }

  private onSelect(ids: readonly (string | number)[]): void {
    const id = ids[0];
    if (id !== undefined && id !== this.selectedId) this.select(Number(id));
  }

  private applyFilter(): void {
    this.store.setFilter(
      contactFilter({ locations: this.locations, departments: this.departments, tags: this.tags }),
      'contactFilters',
    );
  }

  /** Saves the user's favourite flag and tags of a person on the server, then shows them. */
  private async savePrefs(contact: Contact, prefs: { isFavorite: boolean; tags: string[] }): Promise<void> {
    try {
      const saved = await contactApi.savePrefs(contact.id, prefs);
      this.store.updateData({ update: [saved] });
    } catch (e) {
      const why = e instanceof FetchError || e instanceof Error ? e.message : String(e);
      toast({ intent: 'danger', message: `Could not save ${contact.name}: ${why}` });
    }
  }
}
