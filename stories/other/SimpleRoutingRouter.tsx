import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, useInRouterContext } from 'react-router-dom';
import { BASE_ROUTE_ID, RECORD_ROUTE_ID } from './SimpleRoutingPanelModel';

/** The demo's route in the app (under the app's base path), as the shell's router has it. */
export const BASE_PATH = '/other/simpleRouting';
const APP_BASENAME = '/app';

/** Story parameters of the router: the route the story opens on, e.g. '/other/simpleRouting/42'. */
export interface SimpleRoutingParameters {
  initialPath?: string;
}

const StoryContent = createContext<ReactNode>(null);
function StoryElement() {
  return useContext(StoryContent);
}

/** A memory router with the shell's Simple Routing routes: the base route and its child /:recordId. */
function StoryRouter({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          id: BASE_ROUTE_ID,
          path: BASE_PATH,
          element: <StoryElement />,
          // No element of its own: the base route's element (the demo) shows the record.
          children: [{ id: RECORD_ROUTE_ID, path: ':recordId', element: null }],
        },
      ],
      { basename: APP_BASENAME, initialEntries: [APP_BASENAME + initialPath] },
    ),
  );
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}

function RouterWhenMissing({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  // In the /app shell the story already sits in the app's router, on the real route.
  if (useInRouterContext()) return children;
  return <StoryRouter initialPath={initialPath}>{children}</StoryRouter>;
}

/**
 * Gives the story a router when it has none (Storybook), opening on `parameters.simpleRouting.initialPath`
 * (default the base route). Inside the /app shell's router it adds nothing.
 */
export const withSimpleRoutingRouter: Decorator = (Story, { parameters }) => {
  const params = parameters.simpleRouting as SimpleRoutingParameters | undefined;
  return (
    <RouterWhenMissing initialPath={params?.initialPath ?? BASE_PATH}>
      <Story />
    </RouterWhenMissing>
  );
};
