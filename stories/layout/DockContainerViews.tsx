import type { ReactNode } from 'react';

/** The text of the demo's simple docked views. */
export function DockNote({ children }: { children: ReactNode }) {
  return <p className="tb-demo-dock__note">{children}</p>;
}

/** The error view's content: it throws while rendering, so the view shows its managed error message. */
export function DockErrorContent({ message }: { message: string }): never {
  throw new Error(message);
}
