import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { fillsFrame, decorators as sharedDecorators } from '../../../.storybook/decorators';
import { storyIdOf } from './catalog';

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
  /**
   * The URLs of the GETs the demo makes first (the story's `parameters.app.prefetch`), which the shell asks for
   * from the click that opens the demo; null if none. Given the query string of the address the demo opens at
   * (its link's, not the page's), since a URL may depend on it: what it asks for then does not depend on
   * whether the router has moved by the time the demo's chunk arrives.
   */
  prefetch: PrefetchFn | null;
  /** Whether the demo fills the page (the story's `parameters.frame: 'fill'`) rather than sit at its size. */
  fill: boolean;
}

/** A story's `parameters.app.prefetch`: the query string of the demo's address (`''` or `'?a=1'`) → URLs. */
export type PrefetchFn = (search: string) => readonly string[];

type Parameters = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Storybook's rule for parameters: plain objects merge key by key, anything else (arrays too) is replaced. */
export function mergeParameters(...layers: (Parameters | undefined)[]): Parameters {
  const out: Parameters = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer ?? {})) {
      const prev = out[key];
      out[key] = isPlainObject(prev) && isPlainObject(value) ? mergeParameters(prev, value) : value;
    }
  }
  return out;
}

function descriptionOf(parameters: Parameters): string | null {
  const docs = parameters.docs;
  const description = isPlainObject(docs) ? docs.description : undefined;
  const component = isPlainObject(description) ? description.component : undefined;
  return typeof component === 'string' ? component : null;
}

function skipRunTestOf(parameters: Parameters): string | null {
  const app = parameters.app;
  const skip = isPlainObject(app) ? app.skipRunTest : undefined;
  return typeof skip === 'string' && skip.trim() ? skip : null;
}

function prefetchOf(parameters: Parameters): PrefetchFn | null {
  const app = parameters.app;
  const prefetch = isPlainObject(app) ? app.prefetch : undefined;
  return typeof prefetch === 'function' ? (prefetch as PrefetchFn) : null;
}

const listOf = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * Composes a story file's Default story as Storybook does for what the stories use: args (component's, then
 * the story's), parameters merged the same way, and decorators innermost first (the story's, the component's,
 * then the shared ones of .storybook/decorators), around the story's render or its component. Null when the file
 * has no Default story (or no title): the shell then says honestly that the demo is not built.
 *
 * Not Storybook's composeStory: through storybook/preview-api it brings the whole preview runtime (channels,
 * the core addons' annotations, the instrumenter), 64 kB compressed in every demo's first load, for features the
 * app does not use. A story that needs one of them (loaders) fails here loudly rather than render differently.
 */
export function composeDemo(file: string, mod: StoryModule): ComposedDemo | null {
  const meta = mod.default;
  const story = mod.Default;
  if (!meta.title || !story) return null;
  if (meta.loaders || story.loaders) {
    throw new Error(
      `${file}: the app does not run story loaders; load the demo's data in its model instead.`,
    );
  }
  const render = story.render ?? meta.render;
  const component = meta.component as ComponentType<Record<string, unknown>> | undefined;
  if (!render && !component)
    throw new Error(`${file}: the story has neither a render function nor a component.`);

  const parameters = mergeParameters(meta.parameters, story.parameters);
  const context = {
    id: storyIdOf(meta.title),
    title: meta.title,
    name: story.name ?? 'Default',
    args: { ...meta.args, ...story.args },
    argTypes: {},
    globals: {},
    parameters,
    viewMode: 'story',
    component,
  } as unknown as StoryContext;

  // Each layer is a component, so a render function or a decorator may use hooks as in Storybook.
  let Story: ComponentType = function StoryRender(): ReactElement {
    return render
      ? (render(context.args, context) as ReactElement)
      : createElement(component as ComponentType<Record<string, unknown>>, context.args);
  };
  const decorators = [...listOf(story.decorators), ...listOf(meta.decorators), ...sharedDecorators];
  for (const decorator of decorators as Decorator[]) {
    const Inner = Story;
    Story = function Decorated(): ReactElement {
      return decorator(Inner as never, context) as ReactElement;
    };
  }

  const play = story.play;
  return {
    storyTitle: meta.title,
    storyFile: file.replace(/^\//, ''),
    description: descriptionOf(parameters),
    Story,
    // The rest of a play's context is the story's; the shell gives the live demo's element and its steps.
    play: play ? (ctx) => Promise.resolve(play({ ...context, ...ctx } as never)) : null,
    skipRunTest: skipRunTestOf(parameters),
    prefetch: prefetchOf(parameters),
    fill: fillsFrame(parameters),
  };
}
