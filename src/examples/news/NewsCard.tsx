import type { ReactNode } from 'react';
import type { NewsStory } from '../../api';
import { RelativeTimestamp } from '@toolbox/kit/format';

/**
 * A story as an item of the data view: its picture when it has one, the title (a link that opens the story in a
 * new window), source, how long ago it was published and by whom, and the summary.
 */
export function newsCard(s: NewsStory): ReactNode {
  return (
    <article className="tb-news-card">
      {s.imageUrl && <img className="tb-news-card__image" src={s.imageUrl} alt="" loading="lazy" />}
      <div className="tb-news-card__text">
        <a className="tb-news-card__title" href={s.link} target="_blank" rel="noopener noreferrer">
          {s.title}
        </a>
        <span className="tb-news-card__meta">
          <strong>{s.source}</strong> · <RelativeTimestamp timestamp={new Date(s.published)} />
          {s.author && ` · ${s.author}`}
        </span>
        <p className="tb-news-card__summary">{s.summary}</p>
      </div>
    </article>
  );
}
