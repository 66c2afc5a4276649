import { asc, count } from 'drizzle-orm';
import { ROADMAP_PHASES, ROADMAP_PROJECTS, roadmapUpdated } from '../../mocks/data/roadmap';
import type { RoadmapData, RoadmapPhase } from '../../src/api/home';
import type { Database } from '../db/index';
import { roadmapPhases, roadmapProjects } from '../db/schema';

/**
 * Seeds the roadmap from mocks/data/roadmap.ts when the database has none: phases in order, then each phase's
 * projects in order (so ids follow the bundled order). A roadmap already there is left as it is.
 */
export async function seedRoadmap(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(roadmapPhases);
    if ((existing?.n ?? 0) > 0) return;
    for (const phase of ROADMAP_PHASES) {
      const [row] = await tx
        .insert(roadmapPhases)
        .values({ name: phase.name, sortOrder: phase.sortOrder })
        .returning({ id: roadmapPhases.id });
      if (!row) throw new Error(`The roadmap phase ${phase.name} was not stored.`);
      const projects = ROADMAP_PROJECTS.filter((p) => p.phase === phase.name).sort(
        (a, b) => a.sortOrder - b.sortOrder,
      );
      if (!projects.length) continue;
      await tx.insert(roadmapProjects).values(
        projects.map((p) => ({
          phaseId: row.id,
          name: p.name,
          category: p.category,
          description: p.description,
          releaseVersion: p.releaseVersion,
          status: p.status,
          gitLinks: p.gitLinks.length ? p.gitLinks.join('\n') : null,
          sortOrder: p.sortOrder,
          lastUpdated: new Date(roadmapUpdated(p.updatedDaysAgo, now)),
          lastUpdatedBy: p.lastUpdatedBy,
        })),
      );
    }
  });
}

/** GET roadmap/data: every phase in sortOrder, each with its projects in sortOrder. */
export async function readRoadmap(db: Database): Promise<RoadmapData> {
  const phases = await db.select().from(roadmapPhases).orderBy(asc(roadmapPhases.sortOrder));
  const projects = await db
    .select()
    .from(roadmapProjects)
    .orderBy(asc(roadmapProjects.sortOrder), asc(roadmapProjects.id));
  return {
    data: phases.map((phase): RoadmapPhase => ({
      name: phase.name,
      sortOrder: phase.sortOrder,
      projects: projects
        .filter((p) => p.phaseId === phase.id)
        .map((p) => ({
          id: p.id,
          name: p.name,
          sortedPhase: phase.sortOrder,
          phaseName: phase.name,
          category: p.category,
          description: p.description,
          releaseVersion: p.releaseVersion,
          status: p.status,
          gitLinks: p.gitLinks,
          sortOrder: p.sortOrder,
          lastUpdated: p.lastUpdated.toISOString(),
          lastUpdatedBy: p.lastUpdatedBy,
        })),
    })),
  };
}
