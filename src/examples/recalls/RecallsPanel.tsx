import { FirstAidKitIcon, MagnifyingGlassIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { RECALL_CLASSES, type RecallClass } from '../../api';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { RelativeTimestamp } from '@toolbox/kit/format';
import { Grid, GridCountLabel, StoreFilterField } from '@toolbox/kit/grid';
import { Select, TextInput } from '@toolbox/kit/input';
import { ErrorMessage, Filler, Panel, SplitPanel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { RecallDetail } from './RecallDetail';
import { RecallsModel } from './RecallsModel';
import './recalls.css';

/**
 * The FDA Recalls app's body: the server-side search, and the client-side filters of its answer, over the
 * list of recalls; the selected recall's details below.
 */
export function RecallsPanel() {
  const model = useLocalModel(() => new RecallsModel());
  const { loading, query, classes, error, source, fetchedAt } = useSnapshot(model);
  return (
    <SplitPanel orientation="vertical" className="tb-recalls">
      <Panel
        title="Drug recalls"
        icon={<FirstAidKitIcon />}
        mask={loading}
        tbar={
          <Toolbar aria-label="Search and filters">
            {/* The search goes to the server (Enter or Search); the filter field only narrows its answer. */}
            <form
              className="tb-recalls__search"
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                void model.search();
              }}
            >
              <TextInput
                aria-label="Search recalls"
                type="search"
                placeholder="Search openFDA, e.g. valsartan NDMA"
                leftIcon={<MagnifyingGlassIcon />}
                value={query}
                commitOnChange
                onChange={(v) => model.setQuery(v)}
                width={260}
              />
              <Button type="submit" intent="primary" text="Search" disabled={loading} />
            </form>
            <ToolbarSeparator />
            <StoreFilterField store={model.store} placeholder="Filter results..." width={160} />
            <Select<RecallClass>
              aria-label="Filter by class"
              enableMulti
              placeholder="Class"
              options={[...RECALL_CLASSES]}
              value={[...classes]}
              onChange={(v) => model.setClasses(v)}
              width={170}
            />
          </Toolbar>
        }
        bbar={
          <Toolbar aria-label="Count and source">
            <GridCountLabel model={model.gridModel} />
            <Filler />
            {source && (
              <span className="tb-recalls__source">
                {source === 'openFDA' ? 'openFDA' : 'Bundled sample'} ·{' '}
                <RelativeTimestamp timestamp={fetchedAt ? new Date(fetchedAt) : null} prefix="searched" />
              </span>
            )}
          </Toolbar>
        }
      >
        {error ? (
          <ErrorMessage
            title="The search failed:"
            error={error}
            actionFn={() => void model.search()}
            actionText="Retry"
          />
        ) : (
          <Grid model={model.gridModel} aria-label="Recalls" />
        )}
      </Panel>
      <RecallDetail app={model} model={model.detailPanel} />
    </SplitPanel>
  );
}
