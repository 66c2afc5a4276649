import { proxy } from 'valtio';
import { newsApi, type NewsAnswer, type NewsStory } from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import { Store, type StoreRecord } from '@toolbox/kit/data';
import { DataViewModel } from '@toolbox/kit/dataview';
import { fmtTime } from '@toolbox/kit/format';
import { toast } from '@toolbox/kit/popup';
import { newsCard } from './NewsCard';

/** Opens a story where it is read: a new window, which cannot reach back to this page. */
export function openStory(story: Pick<NewsStory, 'link'>): void {
  window.open(story.link, '_blank', 'noopener,noreferrer');
}

/**
 * The News app: the server's stories (loaded from feeds and cached there for an hour) in a data view, filtered
 * by source and by text on the client. Refresh asks the server again, which answers from its cache while it is
 * fresh; an admin may force it to read the feeds at once.
 */
export class NewsModel {
  sources: string[] = [];
  loadedAt: string | null = null;
  expiresAt: string | null = null;
  origin: NewsAnswer['origin'] | null = null;
  failedFeeds: NewsAnswer['failedFeeds'] = [];
  readonly store = new Store<NewsStory, NewsStory>({
    sortBy: 'published|desc',
    fields: [
      { name: 'title', type: 'string' },
      { name: 'summary', type: 'string' },
      { name: 'source', type: 'string' },
      { name: 'author', type: 'string' },
      { name: 'published', type: 'string' },
    ],
  });
  dataView!: DataViewModel<NewsStory, NewsStory>;
  readonly loadTask = new LoadTask({ what: 'the news' });

  constructor() {
    const self = proxy(this);
    self.dataView = new DataViewModel<NewsStory, NewsStory>({
      store: self.store,
      renderer: (r: StoreRecord<NewsStory>) => newsCard(r.data),
      itemHeight: 112,
      countUnit: 'story',
      emptyText: 'No stories found...',
      onItemDoubleClicked: (r) => openStory(r.data),
    });
    return self;
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** Every source of the loaded stories, for the source filter. */
  get allSources(): string[] {
    return this.store.distinctValues('source').map(String);
  }

  /** The stories, as the server has them (from its cache while fresh). */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => this.show(await newsApi.stories(signal)));
  }

  /** Asks the server to reload; `force` (admins) reads the feeds even while the cache is fresh. */
  refresh(force: boolean): Promise<void> {
    return this.loadTask.run(async () => {
      const before = this.loadedAt;
      const answer = await newsApi.refresh({ force });
      this.show(answer);
      toast(
        answer.loadedAt !== before
          ? { intent: 'success', message: `Loaded ${answer.stories.length} stories.` }
          : {
              message: `The news is up to date: the server reads the feeds again at ${String(
                fmtTime(new Date(answer.expiresAt)),
              )}.`,
            },
      );
    });
  }

  setSources(sources: readonly string[]): void {
    this.sources = [...sources];
    this.store.setFilter(
      sources.length ? { field: 'source', op: 'in', value: [...sources] } : null,
      'sources',
    );
  }

  destroy(): void {
    this.loadTask.abort();
  }

  private show(answer: NewsAnswer): void {
    this.loadedAt = answer.loadedAt;
    this.expiresAt = answer.expiresAt;
    this.origin = answer.origin;
    this.failedFeeds = answer.failedFeeds;
    this.store.loadData(answer.stories);
  }
}
