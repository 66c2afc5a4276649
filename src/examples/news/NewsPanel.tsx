import { ArrowClockwiseIcon, LightningIcon, NewspaperIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { DataView } from '@toolbox/kit/dataview';
import { RelativeTimestamp } from '@toolbox/kit/format';
import { GridCountLabel, StoreFilterField } from '@toolbox/kit/grid';
import { Select } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import { NewsModel } from './NewsModel';
import './news.css';

/**
 * The News app's body: source and text filters, Check feeds (and, for admins, a forced reload of the feeds), the
 * stories, and when they were last loaded on the server.
 */
export function NewsPanel({ isAdmin }: { isAdmin: boolean }) {
  const model = useLocalModel(() => new NewsModel());
  const { loading, sources, loadedAt, origin, failedFeeds } = useSnapshot(model);
  // The source choices come from the stories, so they follow what is loaded.
  useSnapshot(model.store);
  return (
    <Panel
      className="tb-news"
      title="News"
      icon={<NewspaperIcon />}
      mask={loading}
      tbar={
        <Toolbar aria-label="Filters and refresh">
          <StoreFilterField store={model.store} placeholder="Filter stories..." width={200} />
          <Select
            aria-label="Filter by source"
            enableMulti
            placeholder="Sources"
            options={model.allSources}
            value={[...sources]}
            onChange={(v) => model.setSources(v)}
            width={260}
          />
          <Filler />
          <Button
            icon={<ArrowClockwiseIcon />}
            text="Check feeds"
            title="Ask the server for new stories (it reads the feeds again once its copy is an hour old)"
            disabled={loading}
            onClick={() => void model.refresh(false)}
          />
          {isAdmin && (
            <Button
              icon={<LightningIcon />}
              text="Reload feeds now"
              title="Read the feeds again even though the server's copy is still fresh (admins only)"
              disabled={loading}
              onClick={() => void model.refresh(true)}
            />
          )}
        </Toolbar>
      }
      bbar={
        <Toolbar aria-label="Count and last update">
          <GridCountLabel model={model.dataView.gridModel} />
          {failedFeeds.length > 0 && (
            <span
              className="tb-news__failed"
              title={failedFeeds.map((f) => `${f.source}: ${f.message}`).join('\n')}
            >
              {failedFeeds.length === 1
                ? '1 feed could not be read'
                : `${failedFeeds.length} feeds could not be read`}
            </span>
          )}
          <Filler />
          {loadedAt && (
            <span className="tb-news__updated">
              {origin === 'sample' ? 'Bundled sample' : 'From the feeds'} ·{' '}
              <RelativeTimestamp timestamp={new Date(loadedAt)} prefix="Last updated" />
            </span>
          )}
        </Toolbar>
      }
    >
      <DataView model={model.dataView} aria-label="Stories" />
    </Panel>
  );
}
