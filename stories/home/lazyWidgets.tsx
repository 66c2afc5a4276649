import { GitCommitIcon, MapTrifoldIcon } from '@phosphor-icons/react';
import { lazy } from 'react';
import { API, prefetchJson } from '../../src/api';
import { afterHomeFirstContent } from './firstContent';
import type { HomeWidget } from './homeWidget';

// The two widgets built on grids load after Home's first content (the dashboard masks them meanwhile): AG Grid
// and the data view stay out of Home's first load, where Welcome and About show at once. Each widget's data is
// asked for as its code starts to load, so it has come by the time the grid is built, not only after.

export const commitsWidget: HomeWidget = {
  id: 'commits',
  title: 'Commits',
  icon: <GitCommitIcon />,
  content: lazy(() =>
    afterHomeFirstContent()
      .then(() => {
        prefetchJson(API.allCommits);
        return import('./CommitsWidget');
      })
      .then((m) => ({ default: m.CommitsWidget })),
  ),
};

export const roadmapWidget: HomeWidget = {
  id: 'roadmap',
  title: 'Roadmap',
  icon: <MapTrifoldIcon />,
  content: lazy(() =>
    afterHomeFirstContent()
      .then(() => {
        prefetchJson(API.roadmap);
        return import('./RoadmapWidget');
      })
      .then((m) => ({ default: m.RoadmapWidget })),
  ),
};
