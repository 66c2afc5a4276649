// Whether each model the kit exports has its Kit page (stories/kit/<area>/<Model>.mdx, the ModelDoc blocks of
// stories/kit/common/ModelDoc.tsx) and a description of each property of its config and of each public
// member. Worked out by tests/unit/kitModels.test.ts, which prints `kit models: N/M` and what each model
// still owes; a gap fails it, so the pages' tables cannot lose their descriptions.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KIT_STORIES_DIR } from './kitStories.ts';
import { modelPageTitle, type KitModel } from './kitModels.ts';

/** What an MDX page under stories/kit says about itself. */
export interface ModelPage {
  /** Path from the project root, with forward slashes. */
  file: string;
  /** Its `<Meta title="…" />`; null when it has none. */
  title: string | null;
  /** The models its ModelDoc blocks show (`<ModelConfigTable name="GridModel" />`). */
  models: string[];
  /** Whether it shows the config table and the members tables, not only the summary. */
  hasTables: boolean;
}

/** Reads one MDX page's title and the models its ModelDoc blocks name. */
export function readModelPage(file: string, source: string): ModelPage {
  const title = /<Meta\s+title="([^"]+)"/.exec(source)?.[1] ?? null;
  const models = [...source.matchAll(/<Model(?:Summary|ConfigTable|MembersTables)\s+name="(\w+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const hasTables = /<ModelConfigTable\s/.test(source) && /<ModelMembersTables\s/.test(source);
  return { file, title, models: [...new Set(models)], hasTables };
}

/** Every MDX page under stories/kit, sorted by file. */
export function readModelPages(root: string): ModelPage[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) return walk(rel);
      return e.name.endsWith('.mdx') ? [rel] : [];
    });
  return walk(KIT_STORIES_DIR)
    .sort()
    .map((file) => readModelPage(file, readFileSync(path.join(root, file), 'utf8')));
}

/** What a model lacks in the catalog. */
export interface ModelGaps {
  name: string;
  area: string;
  /** Its page, null when it has none. */
  page: string | null;
  /** Its page's title when it is not `Kit/<Area>/<Model>`. */
  wrongTitle: string | null;
  /** Whether its page leaves out the config or members tables. */
  noTables: boolean;
  /** Properties of its config without a description. */
  undescribedConfig: string[];
  /** Public properties and methods without a description. */
  undescribedMembers: string[];
}

export interface ModelReport {
  models: ModelGaps[];
  /** Pages naming a model the kit does not export (a rename the page missed). */
  unknown: { file: string; name: string }[];
}

export function modelReport(models: readonly KitModel[], pages: readonly ModelPage[]): ModelReport {
  const exported = new Set(models.map((m) => m.name));
  return {
    models: models.map((m) => {
      const page = pages.find((p) => p.models.includes(m.name)) ?? null;
      const title = modelPageTitle(m);
      return {
        name: m.name,
        area: m.area,
        page: page?.file ?? null,
        wrongTitle: page && page.title !== title ? (page.title ?? '(none)') : null,
        noTables: !!page && !page.hasTables,
        undescribedConfig: m.config.filter((p) => p.description === '').map((p) => p.name),
        undescribedMembers: m.members.filter((p) => p.description === '').map((p) => p.name),
      };
    }),
    unknown: pages.flatMap((p) =>
      p.models.filter((n) => !exported.has(n)).map((name) => ({ file: p.file, name })),
    ),
  };
}

/**
 * Whether a model is fully documented: a page with its tables and title, every config property and every
 * public member described.
 */
export const isModelDocumented = (g: ModelGaps): boolean =>
  g.page != null &&
  g.wrongTitle == null &&
  !g.noTables &&
  g.undescribedConfig.length === 0 &&
  g.undescribedMembers.length === 0;

/** What the test prints: 'kit models: N/M', then what each model still owes. */
export function formatModelReport(report: ModelReport): string {
  const done = report.models.filter(isModelDocumented).length;
  const lines = [`kit models: ${done}/${report.models.length}`];
  for (const g of report.models) {
    const owed = [
      g.page == null ? 'no Kit page' : null,
      g.wrongTitle != null ? `page titled ${g.wrongTitle}` : null,
      g.noTables ? 'page without its tables' : null,
      g.undescribedConfig.length ? `config without a description: ${g.undescribedConfig.join(', ')}` : null,
      g.undescribedMembers.length
        ? `members without a description: ${g.undescribedMembers.join(', ')}`
        : null,
    ].filter(Boolean);
    if (owed.length) lines.push(`  ${g.area}/${g.name}: ${owed.join('; ')}`);
  }
  return lines.join('\n');
}
