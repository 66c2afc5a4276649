import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/**
 * A link to a tab of the showcase: a router link inside the /app shell (no page load), a plain link to the same
 * address where there is no router (Storybook).
 */
export function TabLink({ tab, children }: { tab: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Link to={`/${tab}`} className="tb-home-welcome__link">
      {children}
    </Link>
  ) : (
    <a href={`/app/${tab}`} className="tb-home-welcome__link">
      {children}
    </a>
  );
}
