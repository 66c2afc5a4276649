import { composeStory } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { decorators } from '../../../.storybook/decorators';

export interface StoryModule {
  default: Meta;
  Default?: StoryObj;
}

/** A demo as the shell renders it: the story's Default export with the shared decorators, without MSW. */
export interface ComposedDemo {
  storyTitle: string;
  /** Path of the story file from the repository root, e.g. 'stories/other/PinPad.stories.tsx'. */
  storyFile: string;
  description: string | null;
  Story: ComponentType;
}

function descriptionOf(meta: Meta): string | null {
  const docs: unknown = meta.parameters?.docs;
  if (typeof docs !== 'object' || docs === null || !('description' in docs)) return null;
  const d = docs.description;
  if (typeof d !== 'object' || d === null || !('component' in d)) return null;
  return typeof d.component === 'string' ? d.component : null;
}

/** Composes every story module of a tab (from an eager import.meta.glob), keyed by the story title. */
export function composeTab(modules: Record<string, StoryModule>): Map<string, ComposedDemo> {
  const out = new Map<string, ComposedDemo>();
  for (const [file, mod] of Object.entries(modules)) {
    const meta = mod.default;
    if (!meta.title || !mod.Default) continue;
    const Story = composeStory(mod.Default, meta, { decorators }, 'Default') as unknown as ComponentType;
    out.set(meta.title, {
      storyTitle: meta.title,
      storyFile: file.replace(/^\//, ''),
      description: descriptionOf(meta),
      Story,
    });
  }
  return out;
}
