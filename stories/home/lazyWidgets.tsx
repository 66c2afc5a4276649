import { GitCommitIcon, MapTrifoldIcon } from '@phosphor-icons/react';
import { lazy } from 'react';
import type { HomeWidget } from './homeWidget';

// The two widgets built on grids load when first shown (the dashboard masks them meanwhile): AG Grid and the
// data view stay out of Home's first load, where Welcome and About show at once.

export const commitsWidget: HomeWidget = {
  id: 'commits',
  title: 'Commits',
  icon: <GitCommitIcon />,
  content: lazy(() => import('./CommitsWidget').then((m) => ({ default: m.CommitsWidget }))),
};

export const roadmapWidget: HomeWidget = {
  id: 'roadmap',
  title: 'Roadmap',
  icon: <MapTrifoldIcon />,
  content: lazy(() => import('./RoadmapWidget').then((m) => ({ default: m.RoadmapWidget }))),
};
