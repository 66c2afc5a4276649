import { GitCommitIcon, MapTrifoldIcon } from '@phosphor-icons/react';
import { lazy, type ComponentType } from 'react';
import type { DashViewProps } from '../../src/kit/dash';
import { API, prefetchJson } from '../../src/api';
import { afterHomeFirstContent } from './firstContent';
import type { HomeWidget } from './homeWidget';

// The two widgets built on grids load after Home's first content (the dashboard masks them meanwhile): AG Grid
// and the data view stay out of Home's first load, where Welcome and About show at once. Each widget's data is
// asked for as its code starts to load, so it has come by the time the grid is built, not only after.
const afterFirstContent = (dataUrl: string, load: () => Promise<ComponentType<DashViewProps>>) =>
  lazy(() =>
    afterHomeFirstContent().then(async () => {
      prefetchJson(dataUrl);
      return { default: await load() };
    }),
  );

export const commitsWidget: HomeWidget = {
  id: 'commits',
  title: 'Commits',
  icon: <GitCommitIcon />,
  content: afterFirstContent(API.allCommits, () => import('./CommitsWidget').then((m) => m.CommitsWidget)),
};

export const roadmapWidget: HomeWidget = {
  id: 'roadmap',
  title: 'Roadmap',
  icon: <MapTrifoldIcon />,
  content: afterFirstContent(API.roadmap, () => import('./RoadmapWidget').then((m) => m.RoadmapWidget)),
};
