import { StarIcon } from '@phosphor-icons/react';
import { clsx } from 'clsx';

/** The favourite star of a person: filled when a favourite; a click toggles it (saved for the user). */
export function FavoriteButton({
  name,
  isFavorite,
  onToggle,
}: {
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={clsx('tb-contact-star', isFavorite && 'is-favorite')}
      aria-pressed={isFavorite}
      aria-label={`Favorite: ${name}`}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
    >
      <StarIcon weight={isFavorite ? 'fill' : 'regular'} />
    </button>
  );
}
