import { clsx } from 'clsx';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import {
  DockviewReact,
  type DockviewApi,
  type DockviewReadyEvent,
  type DockviewTheme,
  type IDockviewHeaderActionsProps,
  type IDockviewPanelHeaderProps,
  type IDockviewPanelProps,
} from 'dockview-react';
import 'dockview-react/dist/styles/dockview.css';
import { PlusIcon, SquaresFourIcon, XIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { MenuButton, Placeholder, type MenuItem } from '../panel';
import type { DashContainerModel, DashDock } from './DashContainerModel';
import { DashViewContent } from './DashViewContent';
import { DashViewTitle } from './DashViewTitle';
import { DashViewMenuButton } from './DashViewMenuButton';
import type { DashViewModel } from './DashViewModel';
import { dashAddMenuItems } from './dashMenus';
import { DashExtraButtons } from './DashExtraButtons';
import { fromDockviewJson, toDockviewJson, VIEW_COMPONENT } from './dockviewLayout';
import './DashContainer.css';

export interface DashContainerProps {
  /** The views, their layout in rows, columns and stacks, the specs offered and the locks. */
  model: DashContainerModel;
  /** A class on the dashboard's root, which fills its container. */
  className?: string;
  /** Styles of the dashboard's root, e.g. its height. */
  style?: CSSProperties;
  /** Accessible name of the dashboard. */
  'aria-label'?: string;
}

/** The kit's look for dockview: every colour and size comes from the kit's theme tokens (light and dark). */
const TOOLBOX_THEME: DockviewTheme = {
  name: 'toolbox',
  className: 'tb-dockview-theme',
  gap: 6,
  dndOverlayMounting: 'absolute',
  dndPanelOverlay: 'content',
  dndTabIndicator: 'line',
};

const ModelContext = createContext<DashContainerModel | null>(null);

function useDashContainerModel(): DashContainerModel {
  const model = useContext(ModelContext);
  if (!model) throw new Error('DashContainer parts render inside a DashContainer.');
  return model;
}

/**
 * A dashboard of views in rows, columns and tab stacks (on dockview): drag tabs to split or regroup views,
 * drag the gaps to resize them, add views from a stack's + menu, rename a view by double-clicking its tab,
 * remove it with its × (or Delete on its focused tab). Every view renders inside its own ErrorBoundary.
 *
 * Keyboard: Tab reaches a stack's active tab, the arrow keys, Home and End move along the tabs, Enter or Space
 * shows one, Delete (or Backspace) removes it when it may be removed; the stack's + and ⋮ buttons come next
 * in the tab order, the ⋮ menu holding Rename, Duplicate and Remove.
 */
export function DashContainer({ model, className, style, 'aria-label': ariaLabel }: DashContainerProps) {
  const { layoutLocked } = useSnapshot(model);
  const [api, setApi] = useState<DockviewApi | null>(null);

  useEffect(() => {
    if (!api) return;
    const dock = connect(api, model);
    return () => {
      dock.dispose();
      model.attachDock(null);
      model.saveNow();
    };
  }, [api, model]);

  const components = useMemo(() => ({ [VIEW_COMPONENT]: ContainerView }), []);
  return (
    <ModelContext.Provider value={model}>
      <div
        className={clsx('tb-dash-container', layoutLocked && 'tb-dash-container--locked', className)}
        style={style}
        role="group"
        aria-label={ariaLabel}
        onKeyDownCapture={(e) => keepUnremovableTabs(e, model)}
      >
        <DockviewReact
          theme={TOOLBOX_THEME}
          components={components}
          defaultTabComponent={ContainerTab}
          rightHeaderActionsComponent={GroupActions}
          watermarkComponent={EmptyDash}
          onReady={(e: DockviewReadyEvent) => setApi(e.api)}
          disableFloatingGroups
          disableDnd={layoutLocked}
          locked={layoutLocked}
          disableTabsOverflowList={false}
          scrollbars="native"
        />
      </div>
    </ModelContext.Provider>
  );
}

/**
 * Binds a dockview instance to the model: loads the model's layout into it, reports every change back, and
 * lets the model add, remove and reload views through it.
 */
function connect(api: DockviewApi, model: DashContainerModel) {
  let loading = false;
  const title = (id: string) => model.getView(id)?.title ?? id;
  const report = () => {
    if (!loading) model.onDockLayoutChange(fromDockviewJson(api.toJSON()));
  };
  const dock: DashDock = {
    addView(view, nextTo) {
      const ref = (nextTo && api.getPanel(nextTo)?.id) || api.activePanel?.id;
      api.addPanel({
        id: view.id,
        component: VIEW_COMPONENT,
        title: view.title,
        position: ref ? { referencePanel: ref, direction: 'within' } : undefined,
      });
    },
    removeView(id) {
      const panel = api.getPanel(id);
      if (panel) api.removePanel(panel);
    },
    load(layout) {
      loading = true;
      try {
        const json = toDockviewJson(layout, title, api.width || 1000, api.height || 600);
        if (json) api.fromJSON(json);
        else api.clear();
      } finally {
        loading = false;
      }
      report();
    },
  };
  const subscriptions = [
    api.onDidLayoutChange(report),
    api.onDidActivePanelChange(report),
    // A panel closed by dockview itself (not through the model) is removed from the model too.
    api.onDidRemovePanel((panel) => {
      if (!loading && model.getView(panel.id)) model.removeView(panel.id);
    }),
  ];
  model.attachDock(dock);
  // dockview builds its groups and tabs at once, but each view's content is a React portal it adds with a state
  // update: in a transition, React renders the views in slices between which the page stays responsive (on
  // Home, one task of ~200 ms in Lighthouse became several under 80 ms).
  startTransition(() => dock.load(model.layout));
  return { dispose: () => subscriptions.forEach((s) => s.dispose()) };
}

/** The content of one view: mounted while its tab is shown, or always with render mode 'always'. */
function ContainerView({ api }: IDockviewPanelProps) {
  const model = useDashContainerModel();
  const { renderMode } = useSnapshot(model);
  const visible = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const sub = api.onDidVisibilityChange(onChange);
        return () => sub.dispose();
      },
      [api],
    ),
    () => api.isVisible,
  );
  const view = model.getView(api.id);
  if (!view || (renderMode === 'unmountOnHide' && !visible)) return null;
  return (
    <div className="tb-dash-container__view" data-view-id={view.id}>
      <DashViewContent view={view} />
    </div>
  );
}

/**
 * dockview closes the focused tab on Delete or Backspace. A view that may not be removed now (its spec, or
 * content locked) keeps its tab: the key is stopped before it reaches dockview. A removable one is closed by
 * dockview (which moves focus to the next tab), and the model learns of it through onDidRemovePanel.
 */
function keepUnremovableTabs(e: KeyboardEvent<HTMLElement>, model: DashContainerModel) {
  if (e.key !== 'Delete' && e.key !== 'Backspace') return;
  const tab = e.target instanceof HTMLElement && e.target.matches('.dv-tab') ? e.target : null;
  const id = tab?.dataset.tabPanelId;
  if (id == null || model.canRemove(id)) return;
  e.preventDefault();
  e.stopPropagation();
}

/**
 * A view's tab: icon, title (double-click to rename), title detail and, when removable, a × to remove it.
 * dockview's tab element is the focusable role=tab, so nothing inside it may be focusable (no nested
 * interactive controls): the × is a pointer target only, and the keyboard removes a view with Delete on its
 * tab (announced through aria-keyshortcuts) or Remove in its ⋮ menu.
 */
function ContainerTab({ api }: IDockviewPanelHeaderProps) {
  const model = useDashContainerModel();
  const view = model.getView(api.id);
  return view ? <ContainerTabContent api={api} view={view} /> : null;
}

function ContainerTabContent({ api, view }: { api: IDockviewPanelHeaderProps['api']; view: DashViewModel }) {
  const model = useDashContainerModel();
  const dash = useSnapshot(model);
  const { title, titleDetail } = useSnapshot(view);
  const removable = dash.canRemove(view.id);
  const ref = useRef<HTMLDivElement | null>(null);
  // dockview names the tab and its panel for assistive tech from its own copy of the title.
  useEffect(() => {
    if (api.title !== title) api.setTitle(title);
  }, [api, title]);
  // The tab element is dockview's, named by it after the title alone. Its name is made what it shows, title
  // detail too (a name must hold a control's visible text, WCAG 2.5.3), and it says that Delete removes the
  // view while it may. Runs after the effect above, whose setTitle has dockview write its own name.
  useEffect(() => {
    const tab = ref.current?.closest('.dv-tab');
    if (!tab) return;
    tab.setAttribute('aria-label', titleDetail ? `${title} ${titleDetail}` : title);
    if (removable) tab.setAttribute('aria-keyshortcuts', 'Delete');
    else tab.removeAttribute('aria-keyshortcuts');
  }, [title, titleDetail, removable]);
  return (
    <div className="tb-dash-tab" ref={ref}>
      <DashViewTitle dash={model} view={view} />
      {removable && (
        <span
          className="tb-dash-tab__close"
          title={`Remove ${title} (Delete)`}
          aria-hidden
          data-remove-view={view.id}
          // A press here is not the start of a tab drag, nor a click that shows the tab.
          onPointerDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            view.remove();
          }}
        >
          <XIcon />
        </span>
      )}
    </div>
  );
}

/** The + (add a view to this stack) and ⋮ (menu of the active view) buttons at the end of a tab strip. */
function GroupActions({ activePanel }: IDockviewHeaderActionsProps) {
  const model = useDashContainerModel();
  const dash = useSnapshot(model);
  const view = activePanel ? model.getView(activePanel.id) : undefined;
  return (
    <div className="tb-dash-container__actions">
      {!dash.contentLocked && (
        <MenuButton
          minimal
          icon={<PlusIcon />}
          title="Add a view"
          align="end"
          items={dashAddMenuItems(model, activePanel?.id, dash)}
        />
      )}
      {view && <DashViewMenuButton dash={model} view={view} />}
    </div>
  );
}

/** Shown when the container has no views: what to do, with an Add View menu unless content is locked. */
function EmptyDash() {
  const model = useDashContainerModel();
  const dash = useSnapshot(model);
  const { contentLocked, emptyText } = dash;
  return (
    <Placeholder icon={<SquaresFourIcon />} className="tb-dash-empty">
      <p>{emptyText}</p>
      <div className="tb-dash-empty__actions">
        {!contentLocked && (
          <MenuButton
            text="Add View"
            icon={<PlusIcon />}
            outlined
            items={dashAddMenuItems(model, undefined, dash)}
          />
        )}
        <DashExtraButtons items={dash.extraMenuItems as readonly MenuItem[]} />
      </div>
    </Placeholder>
  );
}
