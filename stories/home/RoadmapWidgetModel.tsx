import { createElement } from 'react';
import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { homeApi } from '../../src/api';
import type { RoadmapData, RoadmapProject } from '../../src/api/home';
import { LoadTask } from '@toolbox/kit/app';
import type { DashViewModel } from '@toolbox/kit/dash';
import type { GroupSortFn } from '@toolbox/kit/data';
import { DataViewModel } from '@toolbox/kit/dataview';
import { RoadmapCard } from './RoadmapCard';
import { ROADMAP_EMPTY_TEXT } from './homeTexts';

export type RoadmapShown = 'upcoming' | 'released';

/** The toolbar's toggle (SPEC §2.3): Upcoming by default. */
export const ROADMAP_TOGGLE: readonly { value: RoadmapShown; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'released', label: 'Released' },
];

/** SPEC §2.3 and §8. */
export const ROADMAP_ITEM_HEIGHT = 150;
export const ROADMAP_GROUP_ROW_HEIGHT = 32;

const RoadmapViewState = z.object({ shown: z.enum(['upcoming', 'released']) });

/** SPEC §4: Upcoming shows every project not RELEASED; Released only the RELEASED ones. */
export function projectsShown(data: RoadmapData, shown: RoadmapShown): RoadmapProject[] {
  return data.data
    .flatMap((phase) => phase.projects)
    .filter((p) => (p.status === 'RELEASED') === (shown === 'released'));
}

/**
 * The Roadmap widget (SPEC §2.3, §4): projects as cards grouped by phase, phases ascending for what is upcoming
 * and descending for what was released (newest first), filtered as the user types. The toggle reloads.
 */
export class RoadmapWidgetModel {
  readonly dataViewModel: DataViewModel<RoadmapProject>;
  shown: RoadmapShown = 'upcoming';
  loaded = false;
  readonly loadTask = new LoadTask({ what: 'the roadmap' });
  private readonly view: DashViewModel;
  /** Phase names by sortOrder, for the group rows; and the order of the phases now. */
  private readonly phases = ref({ names: new Map<number, string>(), descending: false });

  constructor(view: DashViewModel) {
    this.view = ref(view);
    const phases = this.phases;
    const groupSortFn: GroupSortFn = (a, b) => {
      const d = Number(a.value) - Number(b.value);
      return phases.descending ? -d : d;
    };
    this.dataViewModel = new DataViewModel<RoadmapProject>({
      store: {
        fields: [
          { name: 'name', type: 'string' },
          { name: 'category', type: 'string' },
          { name: 'description', type: 'string' },
          { name: 'status', type: 'string' },
          { name: 'phaseName', type: 'string', displayName: 'Phase' },
          { name: 'releaseVersion', type: 'string', displayName: 'Release' },
          { name: 'sortedPhase', type: 'int' },
          { name: 'sortOrder', type: 'int' },
        ],
        searchFields: ['name', 'category', 'description', 'status', 'phaseName', 'releaseVersion'],
        groupLabel: (_field, value) => phases.names.get(Number(value)) ?? String(value),
        groupSortFn,
        expandLevel: 1,
      },
      groupBy: 'sortedPhase',
      sortBy: 'sortOrder',
      itemHeight: ROADMAP_ITEM_HEIGHT,
      groupRowHeight: ROADMAP_GROUP_ROW_HEIGHT,
      emptyText: ROADMAP_EMPTY_TEXT,
      countUnit: 'project',
      selModel: 'none',
      renderer: (record) => createElement(RoadmapCard, { project: record.data }),
    });
    const saved = RoadmapViewState.safeParse(view.viewState).data;
    if (saved) this.shown = saved.shown;
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** Loads the roadmap and shows the projects of the toggle's side. */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const data = await homeApi.roadmap(signal);
      this.phases.names = new Map(data.data.map((p) => [p.sortOrder, p.name]));
      this.phases.descending = this.shown === 'released';
      this.dataViewModel.loadData(projectsShown(data, this.shown));
      this.loaded = true;
    });
  }

  /** SPEC §4: changing the toggle reloads the data. */
  setShown(shown: RoadmapShown): void {
    if (shown === this.shown) return;
    this.shown = shown;
    this.view.setViewState({ shown });
    void this.load();
  }

  destroy(): void {
    this.loadTask.abort();
  }
}
