import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { ButtonGroupInput } from '@toolbox/kit/button';
import type { DashViewProps } from '@toolbox/kit/dash';
import { DataView } from '@toolbox/kit/dataview';
import { GridCountLabel, StoreFilterField } from '@toolbox/kit/grid';
import { Panel, Toolbar } from '@toolbox/kit/panel';
import { ROADMAP_TOGGLE, RoadmapWidgetModel, type RoadmapShown } from './RoadmapWidgetModel';

/** What is coming (or came) to the kit: project cards by phase, with a toggle and a filter below. */
export function RoadmapWidget({ viewModel }: DashViewProps) {
  const model = useLocalModel(() => new RoadmapWidgetModel(viewModel));
  const { shown, loading, loaded } = useSnapshot(model);
  return (
    <div className="tb-home-widget tb-home-roadmap">
      <Panel
        mask={loading && !loaded}
        bbar={
          <Toolbar aria-label="Roadmap tools">
            <ButtonGroupInput<RoadmapShown>
              aria-label="Projects shown"
              value={shown}
              options={ROADMAP_TOGGLE}
              outlined
              onChange={(v) => v && model.setShown(v)}
            />
            <div className="tb-home-roadmap__filter">
              <StoreFilterField
                store={model.dataViewModel.gridModel}
                placeholder="Filter projects..."
                aria-label="Filter projects"
                width="100%"
              />
            </div>
            <GridCountLabel model={model.dataViewModel.gridModel} />
          </Toolbar>
        }
      >
        <DataView model={model.dataViewModel} aria-label="Roadmap projects" />
      </Panel>
    </div>
  );
}
