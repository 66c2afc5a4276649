/**
 * The showcase's table of contents: every tab and demo of the spec (spec/demos.json), in its order.
 * A demo is "built" when a story file under stories/ carries its storyTitle; the shell renders that story.
 */
export interface DemoEntry {
  /** Route segment, e.g. 'pinPad'. */
  id: string;
  /** Switcher title. */
  title: string;
  /** Full path under the site, e.g. '/app/other/pinPad'. */
  path: string;
  /** CSF title of the demo's story file. */
  storyTitle: string;
  /** Route id, e.g. 'default.other.pinPad'. */
  routeId: string;
  tabId: string;
}

export interface TabEntry {
  id: string;
  title: string;
  path: string;
  routeId: string;
  /** Sub-tabs; a tab without them is itself one demo. */
  children: DemoEntry[] | null;
  /** The tab's own demo, for tabs without sub-tabs. */
  demo: DemoEntry | null;
}

export interface ExampleEntry {
  id: string;
  title: string;
  path: string;
  storyTitle: string;
}

function demo(tabId: string, id: string, title: string, storyTitle: string, routeId: string): DemoEntry {
  const path = tabId === id ? `/app/${tabId}` : `/app/${tabId}/${id}`;
  return { id, title, path, storyTitle, routeId, tabId };
}

function tab(id: string, title: string, children: [string, string, string][] | string): TabEntry {
  const routeId = `default.${id}`;
  if (typeof children === 'string') {
    return {
      id,
      title,
      path: `/app/${id}`,
      routeId,
      children: null,
      demo: demo(id, id, title, children, routeId),
    };
  }
  return {
    id,
    title,
    path: `/app/${id}`,
    routeId,
    demo: null,
    children: children.map(([cid, ctitle, story]) => demo(id, cid, ctitle, story, `${routeId}.${cid}`)),
  };
}

export const TABS: TabEntry[] = [
  tab('home', 'Home', 'Home'),
  tab('grids', 'Grids', [
    ['standard', 'Standard', 'Grids/Standard'],
    ['tree', 'Tree', 'Grids/Tree'],
    ['treeWithCheckBox', 'Tree w/CheckBox', 'Grids/Tree with CheckBox'],
    ['groupedRows', 'Grouped Rows', 'Grids/Grouped Rows'],
    ['groupedCols', 'Grouped Columns', 'Grids/Grouped Columns'],
    ['rest', 'REST Editor', 'Grids/REST Editor'],
    ['inlineEditing', 'Inline Editing', 'Grids/Inline Editing'],
    ['columnFiltering', 'Column Filtering', 'Grids/Column Filtering'],
    ['externalSort', 'External Sort', 'Grids/External Sort'],
    ['zoneGrid', 'Zone Grid', 'Grids/Zone Grid'],
    ['dataview', 'DataView', 'Grids/DataView'],
    ['agGrid', 'ag-Grid Wrapper', 'Grids/ag-Grid Wrapper'],
  ]),
  tab('panels', 'Panels', [
    ['intro', 'Intro', 'Panels/Intro'],
    ['toolbars', 'Toolbars', 'Panels/Toolbars'],
    ['sizing', 'Sizing', 'Panels/Sizing'],
    ['mask', 'Mask', 'Panels/Mask'],
    ['loadingIndicator', 'Loading Indicator', 'Panels/Loading Indicator'],
  ]),
  tab('layout', 'Layout', [
    ['hbox', 'HBox', 'Layout/HBox'],
    ['vbox', 'VBox', 'Layout/VBox'],
    ['tabPanel', 'TabContainer', 'Layout/TabContainer'],
    ['dock', 'DockContainer', 'Layout/DockContainer'],
    ['dashContainer', 'DashContainer', 'Layout/DashContainer'],
    ['dashCanvas', 'DashCanvas', 'Layout/DashCanvas'],
    ['tileFrame', 'TileFrame', 'Layout/TileFrame'],
  ]),
  tab('forms', 'Forms', [
    ['form', 'FormModel', 'Forms/FormModel'],
    ['inputs', 'Hoist Inputs', 'Forms/Hoist Inputs'],
    ['toolbarForm', 'Toolbar Forms', 'Forms/Toolbar Forms'],
  ]),
  tab('charts', 'Charts', [
    ['ohlc', 'OHLC', 'Charts/OHLC'],
    ['line', 'Line', 'Charts/Line'],
    ['simpleTreeMap', 'TreeMap', 'Charts/TreeMap'],
    ['gridTreeMap', 'Grid TreeMap', 'Charts/Grid TreeMap'],
    ['splitTreeMap', 'Split TreeMap', 'Charts/Split TreeMap'],
  ]),
  tab('mobile', 'Mobile', 'Mobile'),
  tab('other', 'Other', [
    ['appNotifications', 'App Notifications', 'Other/App Notifications'],
    ['buttons', 'Buttons', 'Other/Buttons'],
    ['clock', 'Clock', 'Other/Clock'],
    ['customPackage', 'Custom Package', 'Other/Custom Package'],
    ['errorMessage', 'ErrorMessage', 'Other/ErrorMessage'],
    ['exceptionHandler', 'Exception Handling', 'Other/Exception Handling'],
    ['fileChooser', 'FileChooser', 'Other/FileChooser'],
    ['formatDates', 'Format Dates', 'Other/Format Dates'],
    ['formatNumbers', 'Format Numbers', 'Other/Format Numbers'],
    ['icons', 'Icons', 'Other/Icons'],
    ['inspector', 'Inspector', 'Other/Inspector'],
    ['jsx', 'Factories vs. JSX', 'Other/Factories vs. JSX'],
    ['leftRightChooser', 'LeftRightChooser', 'Other/LeftRightChooser'],
    ['pinPad', 'PIN Pad', 'Other/PIN Pad'],
    ['placeholder', 'Placeholder', 'Other/Placeholder'],
    ['popups', 'Popups', 'Other/Popups'],
    ['timestamp', 'Relative Timestamp', 'Other/Relative Timestamp'],
    ['simpleRouting', 'Simple Routing', 'Other/Simple Routing'],
  ]),
  tab('examples', 'Examples', 'Examples'),
];

export const EXAMPLES: ExampleEntry[] = [
  { id: 'portfolio', title: 'Portfolio', path: '/portfolio', storyTitle: 'Examples/Portfolio' },
  { id: 'contact', title: 'Contact', path: '/contact', storyTitle: 'Examples/Contact' },
  { id: 'todo', title: 'TODO', path: '/todo', storyTitle: 'Examples/TODO' },
  { id: 'news', title: 'News', path: '/news', storyTitle: 'Examples/News' },
  { id: 'recalls', title: 'FDA Recalls', path: '/recalls', storyTitle: 'Examples/FDA Recalls' },
  { id: 'fileManager', title: 'File Manager', path: '/fileManager', storyTitle: 'Examples/File Manager' },
];

/** Every demo, in switcher order. */
export const ALL_DEMOS: DemoEntry[] = TABS.flatMap((t) => t.children ?? (t.demo ? [t.demo] : []));

export function findTab(tabId: string | undefined): TabEntry | undefined {
  return TABS.find((t) => t.id === tabId);
}

export function findDemo(tabId: string | undefined, demoId: string | undefined): DemoEntry | undefined {
  const t = findTab(tabId);
  if (!t) return undefined;
  if (t.demo) return t.demo;
  return t.children?.find((c) => c.id === demoId);
}

/** Storybook's id for a title: lower case, runs of other characters to '-', plus the story's export name. */
export function storyIdOf(storyTitle: string, exportName = 'default'): string {
  const sanitize = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${sanitize(storyTitle)}--${sanitize(exportName)}`;
}
