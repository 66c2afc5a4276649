import { createElement } from 'react';
import type { RoadmapProject } from '../../src/api/home';
import { getRelativeTimestamp } from '@toolbox/kit/format';
import { TruncatedText } from '@toolbox/kit/popup';
import { GIT_LINKS_WINDOW } from './gitLinks';
import { roadmapCategoryIcon, roadmapStatusLook } from './roadmapIcons';

/** SPEC §2.3: names are cut past 55 characters, descriptions at 290, each with a popover of the whole. */
export const ROADMAP_NAME_MAX = 55;
export const ROADMAP_DESCRIPTION_MAX = 290;

/** A short name for a git link: 'PR #341', 'Issue #336', else the address without its scheme. */
export function gitLinkLabel(url: string): string {
  const m = /\/(pull|issues)\/(\d+)\/?$/.exec(url);
  if (m) return `${m[1] === 'pull' ? 'PR' : 'Issue'} #${m[2]}`;
  return url.replace(/^https?:\/\//, '');
}

/** One project of the roadmap: status, name, category, release, what it is, its links and who touched it last. */
export function RoadmapCard({ project }: { project: RoadmapProject }) {
  const status = roadmapStatusLook(project.status);
  const categoryIcon = createElement(roadmapCategoryIcon(project.category), { 'aria-hidden': true });
  const links = (project.gitLinks ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    <article className={`tb-roadmap-card tb-roadmap-card--${status.tone}`} aria-label={project.name}>
      <header className="tb-roadmap-card__head">
        <status.Icon className="tb-roadmap-card__status-icon" weight="fill" aria-hidden="true" />
        <TruncatedText className="tb-roadmap-card__name" text={project.name} maxLength={ROADMAP_NAME_MAX} />
      </header>
      <div className="tb-roadmap-card__meta">
        <span className="tb-roadmap-card__status">{status.label}</span>
        <span className="tb-roadmap-card__category">
          {categoryIcon}
          {project.category}
        </span>
        {project.releaseVersion && <span className="tb-roadmap-card__release">{project.releaseVersion}</span>}
        <span className="tb-roadmap-card__updated">
          Updated {getRelativeTimestamp(new Date(project.lastUpdated))} by {project.lastUpdatedBy}
        </span>
      </div>
      {/* A narrow card may clamp even a short description: its title then has the whole. */}
      <p
        className="tb-roadmap-card__description"
        title={project.description.length <= ROADMAP_DESCRIPTION_MAX ? project.description : undefined}
      >
        <TruncatedText text={project.description} maxLength={ROADMAP_DESCRIPTION_MAX} title={project.name} />
      </p>
      {links.length > 0 && (
        <footer className="tb-roadmap-card__links">
          {links.map((url) => (
            <a key={url} href={url} target={GIT_LINKS_WINDOW} rel="noopener noreferrer">
              {gitLinkLabel(url)}
            </a>
          ))}
        </footer>
      )}
    </article>
  );
}
