import {
  AppWindowIcon,
  BookOpenIcon,
  ChartLineIcon,
  CheckCircleIcon,
  ClockIcon,
  CubeIcon,
  DatabaseIcon,
  DeviceMobileIcon,
  GaugeIcon,
  GearIcon,
  GitMergeIcon,
  HardDrivesIcon,
  PaletteIcon,
  PersonArmsSpreadIcon,
  QuestionIcon,
  ShieldCheckIcon,
  SquaresFourIcon,
  TableIcon,
  type Icon,
} from '@phosphor-icons/react';

/** A status as the cards show it: its icon, a word for it and its colour (a CSS modifier). */
export interface RoadmapStatusLook {
  Icon: Icon;
  label: string;
  tone: 'progress' | 'done' | 'planned' | 'merged' | 'unknown';
}

/** SPEC §4: DEVELOPMENT gear, RELEASED check, PLANNED clock, MERGED code-merge, any other a question mark. */
export function roadmapStatusLook(status: string): RoadmapStatusLook {
  switch (status) {
    case 'DEVELOPMENT':
      return { Icon: GearIcon, label: 'In development', tone: 'progress' };
    case 'RELEASED':
      return { Icon: CheckCircleIcon, label: 'Released', tone: 'done' };
    case 'PLANNED':
      return { Icon: ClockIcon, label: 'Planned', tone: 'planned' };
    case 'MERGED':
      return { Icon: GitMergeIcon, label: 'Merged', tone: 'merged' };
    default:
      return { Icon: QuestionIcon, label: status ? status.toLowerCase() : 'Unknown', tone: 'unknown' };
  }
}

/**
 * SPEC §3 Roadmap categories: the icon of each category, as an app configures it; a category missing from the
 * map gets ROADMAP_CATEGORY_FALLBACK.
 */
export const ROADMAP_CATEGORY_ICONS: Readonly<Record<string, Icon>> = {
  Accessibility: PersonArmsSpreadIcon,
  Charts: ChartLineIcon,
  Dashboards: SquaresFourIcon,
  Data: DatabaseIcon,
  Documentation: BookOpenIcon,
  Examples: AppWindowIcon,
  Grids: TableIcon,
  Mobile: DeviceMobileIcon,
  Performance: GaugeIcon,
  Security: ShieldCheckIcon,
  Server: HardDrivesIcon,
  Theming: PaletteIcon,
};

export const ROADMAP_CATEGORY_FALLBACK: Icon = CubeIcon;

export function roadmapCategoryIcon(category: string): Icon {
  return Object.hasOwn(ROADMAP_CATEGORY_ICONS, category)
    ? (ROADMAP_CATEGORY_ICONS[category] ?? ROADMAP_CATEGORY_FALLBACK)
    : ROADMAP_CATEGORY_FALLBACK;
}
