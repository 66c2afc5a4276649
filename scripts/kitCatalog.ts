// How far the Kit stories cover the components the kit exports: which have no story, which stories have no
// Controls, which public props have no description. Worked out by tests/unit/kitCatalog.test.ts.
import type { KitComponent } from './kitComponents.ts';
import type { KitStoryFile } from './kitStories.ts';

/** What a component of the kit lacks in the catalog; an empty list when it lacks nothing. */
export interface ComponentGaps {
  name: string;
  area: string;
  /** The Kit stories documenting it (their files). */
  stories: string[];
  /** Its props without a description. */
  undescribedProps: string[];
  /** Whether it has props but none of its stories has `args` or `argTypes`. */
  noControls: boolean;
}

export interface CatalogReport {
  components: ComponentGaps[];
  /** Kit stories naming a component the kit does not export (a rename the story missed). */
  unknown: { file: string; name: string }[];
  /** Kit story files that document no kit component, nor say what else of the kit they document. */
  orphans: string[];
}

export function catalogReport(
  components: readonly KitComponent[],
  stories: readonly KitStoryFile[],
): CatalogReport {
  const exported = new Set(components.map((c) => c.name));
  return {
    components: components.map((c) => {
      const own = stories.filter((s) => s.components.includes(c.name));
      return {
        name: c.name,
        area: c.area,
        stories: own.map((s) => s.file),
        undescribedProps: c.props.filter((p) => p.description === '').map((p) => p.name),
        noControls: own.length > 0 && c.props.length > 0 && !own.some((s) => s.hasControls),
      };
    }),
    unknown: stories.flatMap((s) =>
      s.components.filter((n) => !exported.has(n)).map((name) => ({ file: s.file, name })),
    ),
    orphans: stories.filter((s) => s.components.length === 0 && !s.subject).map((s) => s.file),
  };
}

/** Whether a component is fully in the catalog: a story with Controls, and every prop described. */
export const isCatalogued = (g: ComponentGaps): boolean =>
  g.stories.length > 0 && !g.noControls && g.undescribedProps.length === 0;

/** What the report prints: 'kit catalog: N/M components', then what each area still owes. */
export function formatCatalogReport(report: CatalogReport): string {
  const done = report.components.filter(isCatalogued).length;
  const lines = [`kit catalog: ${done}/${report.components.length} components`];
  const byArea = new Map<string, string[]>();
  for (const g of report.components) {
    if (isCatalogued(g)) continue;
    const owed = [
      g.stories.length === 0 ? 'no Kit story' : null,
      g.noControls ? 'no Controls' : null,
      g.undescribedProps.length ? `props without a description: ${g.undescribedProps.join(', ')}` : null,
    ].filter(Boolean);
    byArea.set(g.area, [...(byArea.get(g.area) ?? []), `${g.name} (${owed.join('; ')})`]);
  }
  if (byArea.size) lines.push('still owed, by area:');
  for (const [area, owed] of [...byArea].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${area}: ${owed.join(', ')}`);
  }
  return lines.join('\n');
}
