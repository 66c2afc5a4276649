import type { ReactNode } from 'react';
import { ContactAvatar } from './ContactAvatar';
import type { ContactRow } from './contactFilters';
import { FavoriteButton } from './FavoriteButton';

/** A person as a card of the cards view: photo placeholder, name, title, department and office, favourite star. */
export function contactCard(c: ContactRow, onToggleFavorite: () => void): ReactNode {
  return (
    <div className="tb-contact-card">
      <ContactAvatar id={c.id} name={c.name} size={46} />
      <div className="tb-contact-card__text">
        <strong>{c.name}</strong>
        <span>{c.title}</span>
        <span className="tb-contact-card__meta">
          {c.department} · {c.location}
        </span>
      </div>
      <FavoriteButton name={c.name} isFavorite={c.isFavorite} onToggle={onToggleFavorite} />
    </div>
  );
}
