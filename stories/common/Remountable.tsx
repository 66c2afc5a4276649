import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import './Remountable.css';

/** The event a play function sends to remount its demo, as a page reload would (new models, saved state read). */
const REMOUNT_EVENT = 'toolbox:remount-demo';

/**
 * Holds a demo and mounts it afresh on REMOUNT_EVENT: its models are created again and read what they saved,
 * so a play can check what survives a reload without leaving the page (in Storybook and in /app alike).
 */
export function Remountable({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const remount = () => setGeneration((g) => g + 1);
    window.addEventListener(REMOUNT_EVENT, remount);
    return () => window.removeEventListener(REMOUNT_EVENT, remount);
  }, []);
  return (
    <div key={generation} className="tb-demo-remount" data-demo-remount="">
      {children}
    </div>
  );
}

/** A story decorator that makes the demo remountable (see `remountDemo`), leaving its layout as it was. */
export const withRemount: Decorator = (Story) => (
  <Remountable>
    <Story />
  </Remountable>
);

/** Remounts the demo (new models, as after a page reload) and waits for the old one to go. */
export async function remountDemo(canvasElement: HTMLElement): Promise<void> {
  const before = canvasElement.querySelector('[data-demo-remount]');
  if (!before) throw new Error('The demo is not remountable: give its story the withRemount decorator.');
  window.dispatchEvent(new Event(REMOUNT_EVENT));
  await waitFor(() => expect(canvasElement.querySelector('[data-demo-remount]')).not.toBe(before));
}
