import type { Plugin } from 'postcss';

/** A selector that applies only under one of dockview's own themes (or its "spaced" variant). */
const DOCKVIEW_THEME = /\.dockview-(?:theme-[\w-]+|spaced)\b/;

/**
 * Drops dockview's own themes from its stylesheet at build time. The kit styles dockview with its own theme
 * (`tb-dockview-theme`, packages/kit/src/dash/DashContainer.tsx and .css), so the eighteen themes dockview ships never
 * match; they were most of the CSS every dashboard page loads (the dashboards' stylesheet goes from 140 kB to
 * 44 kB, 9 kB to 5 kB compressed).
 */
export function dropDockviewThemes(): Plugin {
  return {
    postcssPlugin: 'toolbox:drop-dockview-themes',
    Once(root, { result }) {
      if (!/[\\/]dockview[^\\/]*[\\/]dist[\\/]styles[\\/]/.test(result.opts.from ?? '')) return;
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) => !DOCKVIEW_THEME.test(selector));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}
