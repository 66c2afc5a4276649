import { GitCommitIcon, MapTrifoldIcon } from '@phosphor-icons/react';
import type { ComponentType } from 'react';
import { lazyView, type DashViewProps } from '@toolbox/kit/dash';
import { API, prefetchJson } from '../../src/api';
import { afterHomeFirstContent, afterHomeFirstGrid, homeFirstGridLoading } from './firstContent';
import type { HomeWidget } from './homeWidget';

// The two widgets built on grids load after Home's first content (the dashboard masks them meanwhile): AG Grid
// and the data view stay out of Home's first load, where Welcome and About show at once. Roadmap's grid is built
// after Commits' (firstContent.ts). Each widget's code and data are asked for once the first content has shown, so
// they have come by the time the grid is built, not only after.
const afterFirstContent = (
  dataUrl: string,
  load: () => Promise<ComponentType<DashViewProps>>,
  { first = false }: { first?: boolean } = {},
) =>
  lazyView(async () => {
    if (first) homeFirstGridLoading();
    await afterHomeFirstContent();
    prefetchJson(dataUrl);
    const [component] = await Promise.all([load(), first || afterHomeFirstGrid()]);
    return component;
  });

export const commitsWidget: HomeWidget = {
  id: 'commits',
  title: 'Commits',
  icon: <GitCommitIcon />,
  content: afterFirstContent(API.allCommits, () => import('./CommitsWidget').then((m) => m.CommitsWidget), {
    first: true,
  }),
};

export const roadmapWidget: HomeWidget = {
  id: 'roadmap',
  title: 'Roadmap',
  icon: <MapTrifoldIcon />,
  content: afterFirstContent(API.roadmap, () => import('./RoadmapWidget').then((m) => m.RoadmapWidget)),
};
