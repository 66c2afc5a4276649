import { composeStory } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { decorators } from '../../../.storybook/decorators';

export interface StoryModule {
  default: Meta;
  Default?: StoryObj;
}

/** What a play is given when the shell runs it: the demo's element, and a `step` that reports each step. */
export interface AppPlayContext {
  canvasElement: HTMLElement;
  step: (label: string, play: (context: unknown) => Promise<void> | void) => Promise<void>;
}

/** A demo as the shell renders it: the story's Default export with the shared decorators, without MSW. */
export interface ComposedDemo {
  storyTitle: string;
  /** Path of the story file from the repository root, e.g. 'stories/other/PinPad.stories.tsx'. */
  storyFile: string;
  description: string | null;
  Story: ComponentType;
  /** The story's play function (its interaction test), for the wrapper's Run test; null without one. */
  play: ((context: AppPlayContext) => Promise<void>) | null;
  /** Why the play cannot run in /app (the story's `parameters.app.skipRunTest`), or null. */
  skipRunTest: string | null;
}

function descriptionOf(meta: Meta): string | null {
  const docs: unknown = meta.parameters?.docs;
  if (typeof docs !== 'object' || docs === null || !('description' in docs)) return null;
  const d = docs.description;
  if (typeof d !== 'object' || d === null || !('component' in d)) return null;
  return typeof d.component === 'string' ? d.component : null;
}

function skipRunTestOf(parameters: Record<string, unknown>): string | null {
  const app: unknown = parameters.app;
  if (typeof app !== 'object' || app === null || !('skipRunTest' in app)) return null;
  return typeof app.skipRunTest === 'string' && app.skipRunTest.trim() ? app.skipRunTest : null;
}

/** Composes every story module of a tab (from an eager import.meta.glob), keyed by the story title. */
export function composeTab(modules: Record<string, StoryModule>): Map<string, ComposedDemo> {
  const out = new Map<string, ComposedDemo>();
  for (const [file, mod] of Object.entries(modules)) {
    const meta = mod.default;
    if (!meta.title || !mod.Default) continue;
    const composed = composeStory(mod.Default, meta, { decorators }, 'Default');
    const { play } = composed;
    out.set(meta.title, {
      storyTitle: meta.title,
      storyFile: file.replace(/^\//, ''),
      description: descriptionOf(meta),
      Story: composed as unknown as ComponentType,
      // The portable story's play fills in the rest of the story context; the shell gives the live demo.
      play: play ? (context) => play(context as unknown as Parameters<typeof play>[0]) : null,
      skipRunTest: skipRunTestOf(composed.parameters),
    });
  }
  return out;
}
