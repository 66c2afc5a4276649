/** Colours of the photo placeholders, picked by the person's id so each keeps theirs. */
const COLORS = ['#1f6fc5', '#1e8e4e', '#c77a00', '#8e44ad', '#cc2f2f', '#16808a', '#5c6b7a', '#b0558a'];

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.at(-1)?.[0] ?? '')).toUpperCase();
}

/** A photo placeholder: the person's initials on a colour of their own. */
export function ContactAvatar({ id, name, size = 40 }: { id: number; name: string; size?: number }) {
  return (
    <span
      className="tb-contact-avatar"
      role="img"
      aria-label={`Photo placeholder of ${name}`}
      style={{ width: size, height: size, fontSize: size * 0.4, background: COLORS[id % COLORS.length] }}
    >
      {initials(name)}
    </span>
  );
}
