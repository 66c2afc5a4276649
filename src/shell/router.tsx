import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { AuthGate } from './AuthGate';
import { TABS, type TabEntry } from './catalog/catalog';
import { DemoView } from './demo/DemoView';
import { NotFoundPanel } from './NotFoundPanel';
import { TabView } from './TabView';

/** Children of a demo route: Simple Routing has /:recordId (route id default.other.simpleRouting.recordId). */
const DEMO_CHILD_ROUTES: Record<string, RouteObject[]> = {
  'default.other.simpleRouting': [
    // No element of its own: the demo reads :recordId through useParams (a leaf without one makes a warning).
    { id: 'default.other.simpleRouting.recordId', path: ':recordId', element: null },
  ],
};

function tabRoute(tab: TabEntry): RouteObject {
  if (tab.demo) {
    return { id: tab.routeId, path: tab.id, element: <DemoView key={tab.routeId} demo={tab.demo} /> };
  }
  const children = tab.children ?? [];
  return {
    id: tab.routeId,
    path: tab.id,
    element: <TabView key={tab.routeId} tab={tab} />,
    children: [
      { index: true, element: <Navigate to={children[0]?.id ?? '/home'} replace /> },
      ...children.map((c): RouteObject => ({
        id: c.routeId,
        path: c.id,
        element: <DemoView key={c.routeId} demo={c} />,
        children: DEMO_CHILD_ROUTES[c.routeId],
      })),
      { path: '*', element: <NotFoundPanel /> },
    ],
  };
}

function NoFallback() {
  return null;
}

/** The route table of SPEC §2.2, built from the catalog, under /app. */
export const routes: RouteObject[] = [
  // Its own chunk: a signed-in visit (most of them) never shows it.
  {
    id: 'login',
    path: '/login',
    // Nothing to show for the moment its code takes to arrive (React Router warns when a lazy first route has no fallback).
    HydrateFallback: NoFallback,
    lazy: async () => ({ Component: (await import('./login/LoginPage')).LoginPage }),
  },
  // The source of an example app, a page of its own (the Examples tab opens it in a new window); its own chunk.
  {
    id: 'source',
    path: '/source/:exampleId',
    HydrateFallback: NoFallback,
    lazy: async () => {
      const { ExampleSourcePage } = await import('./source/ExampleSourcePage');
      return {
        element: (
          <AuthGate>
            <ExampleSourcePage />
          </AuthGate>
        ),
      };
    },
  },
  {
    id: 'default',
    path: '/',
    element: (
      <AuthGate>
        <AppShell />
      </AuthGate>
    ),
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      ...TABS.map(tabRoute),
      { path: '*', element: <NotFoundPanel /> },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/app' });
