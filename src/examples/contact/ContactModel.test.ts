import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactApi, FetchError, type Contact } from '../../api';
import { toast } from '@toolbox/kit/popup';
import type * as Popup from '@toolbox/kit/popup';
import { CONTACT_VIEW_KEY, ContactModel } from './ContactModel';

// The toast is the user's only sign of a failed save; it is checked, not shown (no sonner timers in jsdom).
vi.mock('@toolbox/kit/popup', async (original) => ({
  ...(await original<typeof Popup>()),
  toast: vi.fn(),
}));

/** A small directory, out of name order as the server need not sort it. */
const PEOPLE: readonly Omit<Contact, 'isFavorite' | 'title' | 'email' | 'phone'>[] = [
  { id: 1, name: 'Vera Okafor', department: 'Risk', location: 'London', tags: ['Mentor'] },
  { id: 2, name: 'Ada Abara', department: 'Sales', location: 'London', tags: [] },
  { id: 3, name: 'Bilal Chen', department: 'Risk', location: 'Remote', tags: ['Chess', 'Coffee'] },
  { id: 4, name: 'Kwame Rossi', department: 'Risk', location: 'New York', tags: [] },
  { id: 5, name: 'Elif Xu', department: 'Finance', location: 'Remote', tags: ['Coffee'] },
];
const CONTACTS: readonly Contact[] = PEOPLE.map((p) => ({
  ...p,
  title: 'Analyst',
  email: `${p.id}@toolbox.example`,
  phone: '+44 20 7946 1000',
  isFavorite: false,
}));
const directory = (): Contact[] => CONTACTS.map((c) => ({ ...c, tags: [...c.tags] }));
const shownIds = (model: ContactModel) => model.store.filteredRecords.map((r) => r.id);

describe('ContactModel', () => {
  let model: ContactModel;
  beforeEach(() => {
    localStorage.removeItem(CONTACT_VIEW_KEY);
    vi.spyOn(contactApi, 'contacts').mockResolvedValue(directory());
    model = new ContactModel();
  });
  afterEach(() => {
    model.destroy();
    vi.restoreAllMocks();
    vi.mocked(toast).mockClear();
  });

  it('loads the directory in the grid, by name, and selects the first person', async () => {
    await model.load();
    expect(model.view).toBe('grid');
    expect(model.store.filteredRecords).toHaveLength(CONTACTS.length);
    const first = [...CONTACTS].sort((a, b) => a.name.localeCompare(b.name))[0];
    expect(model.selected?.name).toBe(first?.name);
    expect(model.gridModel.selectedIds).toEqual([first?.id]);
    expect(model.cardsModel.gridModel.selectedIds).toEqual([first?.id]);
  });

  it('offers each location and department of the directory, and filters by any chosen within, all across', async () => {
    await model.load();
    expect(model.valuesOf('location').sort()).toEqual([...new Set(CONTACTS.map((c) => c.location))].sort());
    model.setLocations(['London', 'Remote']);
    model.setDepartments(['Risk']);
    const expected = CONTACTS.filter(
      (c) => ['London', 'Remote'].includes(c.location) && c.department === 'Risk',
    ).map((c) => c.id);
    expect(shownIds(model).sort()).toEqual(expected.sort());
    model.setLocations([]);
    model.setDepartments([]);
    expect(model.store.filteredRecords).toHaveLength(CONTACTS.length);
  });

  it("shows the server's answer to a favourite or new tags, which the tags filter then offers", async () => {
    await model.load();
    const person = model.selected;
    if (!person) throw new Error('nothing selected');
    const saved = { ...person, tags: ['Hackathon'], isFavorite: true };
    const save = vi.spyOn(contactApi, 'savePrefs').mockResolvedValue(saved);

    await model.toggleFavorite(person);
    expect(save).toHaveBeenLastCalledWith(person.id, { isFavorite: true, tags: person.tags });
    await model.setTags(person, ['Hackathon']);
    expect(save).toHaveBeenLastCalledWith(person.id, { isFavorite: person.isFavorite, tags: ['Hackathon'] });

    expect(model.selected).toMatchObject({ isFavorite: true, tags: ['Hackathon'] });
    expect(model.allTags).toContain('Hackathon');
    model.setTagFilter(['hackathon']);
    expect(shownIds(model)).toEqual([person.id]);
  });

  it('keeps what was shown and says why when the server refuses a save', async () => {
    await model.load();
    const person = model.selected;
    if (!person) throw new Error('nothing selected');
    vi.spyOn(contactApi, 'savePrefs').mockRejectedValue(
      new FetchError('A tag must be at most 30 characters.', 400, 'test'),
    );
    await model.setTags(person, ['x'.repeat(31)]);
    expect(model.selected?.tags).toEqual(person.tags);
    expect(toast).toHaveBeenCalledWith({
      intent: 'danger',
      message: `Could not save ${person.name}: A tag must be at most 30 characters.`,
    });
  });

  it('keeps the chosen view for the next visit, with the selection in it', async () => {
    await model.load();
    const id = model.selectedId;
    model.setView('cards');
    expect(localStorage.getItem(CONTACT_VIEW_KEY)).toContain('cards');
    const next = new ContactModel();
    try {
      expect(next.view).toBe('cards');
    } finally {
      next.destroy();
    }
    expect(model.cardsModel.gridModel.selectedIds).toEqual([id]);
  });
});
