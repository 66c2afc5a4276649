import type { Decorator } from '@storybook/react-vite';
import '@toolbox/kit/theme';
import './decorators.css';

/**
 * Whether a story fills the page below the bars (`parameters: { frame: 'fill' }`: Home, Mobile, Examples)
 * rather than sitting centred at its own size. Said by the story, not found by a `:has()` rule on the frame:
 * under such a rule every element inserted anywhere in the demo restyles the frame again.
 */
export const fillsFrame = (parameters: Record<string, unknown>): boolean => parameters.frame === 'fill';

/** Renders a demo in the app's frame: full height, padded, on the app background, centred (or filling it). */
const withStoryFrame: Decorator = (Story, { parameters }) => (
  <div className={fillsFrame(parameters) ? 'tb-story-frame tb-story-frame--fill' : 'tb-story-frame'}>
    <Story />
  </div>
);

/**
 * Decorators shared by Storybook and the /app shell (which composes stories with these, without MSW).
 */
export const decorators: Decorator[] = [withStoryFrame];
