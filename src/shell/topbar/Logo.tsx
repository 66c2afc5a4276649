/** The Toolbox mark: a toolbox in the primary colour. */
export function Logo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#2f86e0" />
      <path d="M7 12h18v4H7zM9 17.5h14V25H9z" fill="#fff" />
      <rect x="12.5" y="7.5" width="7" height="3" rx="1" fill="#fff" />
    </svg>
  );
}
