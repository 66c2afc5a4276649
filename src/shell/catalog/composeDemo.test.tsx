import { render, screen } from '@testing-library/react';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeDemo, mergeParameters, type AppPlayContext, type StoryModule } from './composeDemo';

function Greeting({ name = 'nobody', punctuation = '.' }: { name?: string; punctuation?: string }) {
  return <p>Hello {name + punctuation}</p>;
}

const frame =
  (label: string): Decorator =>
  (Story) => (
    <section aria-label={label}>
      <Story />
    </section>
  );

function composed(mod: StoryModule) {
  const demo = composeDemo('/stories/other/Greeting.stories.tsx', mod);
  if (!demo) throw new Error('not composed');
  return demo;
}

describe('composeDemo', () => {
  it('renders the component with the component’s args overridden by the story’s', () => {
    const { Story } = composed({
      default: { title: 'Other/Greeting', component: Greeting, args: { name: 'Ada', punctuation: '!' } },
      Default: { args: { name: 'Grace' } },
    });
    render(<Story />);
    expect(screen.getByText('Hello Grace!')).toBeInTheDocument();
  });

  it('renders a story’s render function as a component: hooks work', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {n} clicks
        </button>
      );
    }
    const { Story } = composed({
      default: { title: 'Other/Counter' },
      Default: { render: () => <Counter /> },
    });
    render(<Story />);
    screen.getByRole('button').click();
    expect(await screen.findByText('1 clicks')).toBeInTheDocument();
  });

  it('puts the story’s decorators innermost, then the component’s, then the shared frame', () => {
    const { Story } = composed({
      default: { title: 'Other/Greeting', component: Greeting, decorators: [frame('component')] },
      Default: { decorators: [frame('story')] },
    });
    const { container } = render(<Story />);
    const story = screen.getByRole('region', { name: 'story' });
    const component = screen.getByRole('region', { name: 'component' });
    expect(component).toContainElement(story);
    expect(story).toHaveTextContent('Hello nobody.');
    // The decorator every demo shares (.storybook/decorators.tsx) is the outermost.
    expect(container.firstElementChild).toHaveClass('tb-story-frame');
    expect(container.firstElementChild).toContainElement(component);
  });

  it('reads the description and the Run test opt-out from the merged parameters', () => {
    const demo = composed({
      default: {
        title: 'Other/Greeting',
        component: Greeting,
        parameters: { docs: { description: { component: 'Says hello.' } }, app: { skipRunTest: '' } },
      },
      Default: { parameters: { app: { skipRunTest: 'It opens a new window.' } } },
    });
    expect(demo.description).toBe('Says hello.');
    expect(demo.skipRunTest).toBe('It opens a new window.');
    expect(demo.storyFile).toBe('stories/other/Greeting.stories.tsx');
    expect(demo.storyTitle).toBe('Other/Greeting');
    expect(demo.prefetch).toBeNull();
  });

  it('reads what the demo asks for first (parameters.app.prefetch) for the address it opens at', () => {
    const demo = composed({
      default: {
        title: 'Other/Greeting',
        component: Greeting,
        parameters: { app: { prefetch: (search: string) => [`/api/greeting${search}`] } },
      },
      Default: {},
    });
    expect(demo.prefetch?.('?a=2')).toEqual(['/api/greeting?a=2']);
    expect(demo.prefetch?.('')).toEqual(['/api/greeting']);
  });

  it('gives the play the live demo’s element and steps, with the story’s args', async () => {
    const play = vi.fn(async (_context: unknown) => {});
    const demo = composed({
      default: { title: 'Other/Greeting', component: Greeting, args: { name: 'Ada' } },
      Default: { play },
    });
    const context: AppPlayContext = { canvasElement: document.createElement('div'), step: vi.fn() };
    await demo.play?.(context);
    expect(play).toHaveBeenCalledWith(
      expect.objectContaining({
        canvasElement: context.canvasElement,
        step: context.step,
        args: { name: 'Ada' },
        title: 'Other/Greeting',
      }),
    );
    expect(
      composed({ default: { title: 'Other/Greeting', component: Greeting }, Default: {} }).play,
    ).toBeNull();
  });

  it('is null for a file without a Default story or a title: the demo is not built', () => {
    expect(
      composeDemo('/stories/x.stories.tsx', { default: { title: 'Other/X', component: Greeting } }),
    ).toBeNull();
    expect(
      composeDemo('/stories/x.stories.tsx', { default: { component: Greeting }, Default: {} }),
    ).toBeNull();
  });

  it('refuses a story whose loaders the app would not run, rather than render it differently', () => {
    expect(() =>
      composeDemo('/stories/x.stories.tsx', {
        default: { title: 'Other/X', component: Greeting },
        Default: { loaders: [async () => ({ rows: [] })] },
      }),
    ).toThrow('the app does not run story loaders');
  });
});

describe('mergeParameters', () => {
  it('merges plain objects key by key and replaces everything else, as Storybook does', () => {
    expect(
      mergeParameters(
        { layout: 'centered', docs: { description: { component: 'A' }, source: { code: 'x' } }, tags: ['a'] },
        { docs: { description: { story: 'B' } }, tags: ['b'] },
        undefined,
      ),
    ).toEqual({
      layout: 'centered',
      docs: { description: { component: 'A', story: 'B' }, source: { code: 'x' } },
      tags: ['b'],
    });
  });
});
