import { AddressBookIcon, CardsIcon, TableIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { ButtonGroupInput } from '@toolbox/kit/button';
import { DataView } from '@toolbox/kit/dataview';
import { Grid, GridCountLabel, StoreFilterField } from '@toolbox/kit/grid';
import { Select } from '@toolbox/kit/input';
import { Filler, Panel, SplitPanel, Toolbar } from '@toolbox/kit/panel';
import { ContactDetail } from './ContactDetail';
import { ContactModel, type ContactView } from './ContactModel';
import './contact.css';

const VIEWS = [
  { value: 'grid' as const, label: 'Grid', icon: <TableIcon /> },
  { value: 'cards' as const, label: 'Cards', icon: <CardsIcon /> },
];

/** The Contact app's body: search, filters and the view toggle; the directory; the selected person's details. */
export function ContactPanel() {
  const model = useLocalModel(() => new ContactModel());
  const { loading, view, locations, departments, tags, allTags } = useSnapshot(model);
  // The choices come from the directory itself, so they follow what is loaded.
  useSnapshot(model.store);
  return (
    <SplitPanel className="tb-contact">
      <Panel
        title="Directory"
        icon={<AddressBookIcon />}
        mask={loading}
        tbar={
          <Toolbar aria-label="Search and filters" wrap>
            <StoreFilterField store={model.store} placeholder="Search people..." width={170} />
            <Select
              aria-label="Filter by location"
              enableMulti
              placeholder="Location"
              options={model.valuesOf('location')}
              value={[...locations]}
              onChange={(v) => model.setLocations(v)}
              width={140}
            />
            <Select
              aria-label="Filter by department"
              enableMulti
              placeholder="Department"
              options={model.valuesOf('department')}
              value={[...departments]}
              onChange={(v) => model.setDepartments(v)}
              width={160}
            />
            <Select
              aria-label="Filter by tags"
              enableMulti
              placeholder="Tags"
              options={[...allTags]}
              value={[...tags]}
              onChange={(v) => model.setTagFilter(v)}
              width={140}
            />
          </Toolbar>
        }
        // The count and the view toggle sit below, so the filters keep their room in a narrow window.
        bbar={
          <Toolbar aria-label="Count and view">
            <GridCountLabel model={model.gridModel} />
            <Filler />
            <ButtonGroupInput<ContactView>
              aria-label="View"
              options={VIEWS}
              value={view}
              onChange={(v) => v && model.setView(v)}
              outlined
            />
          </Toolbar>
        }
      >
        {view === 'grid' ? (
          <Grid model={model.gridModel} aria-label="Contacts" />
        ) : (
          <DataView model={model.cardsModel} aria-label="Contacts" />
        )}
      </Panel>
      <ContactDetail app={model} model={model.detailPanel} />
    </SplitPanel>
  );
}
