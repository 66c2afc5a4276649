import type { Decorator } from '@storybook/react-vite';
import '../src/kit/theme';
import './decorators.css';

/** Renders a demo in the app's frame: full height, padded, on the app background, centred. */
const withStoryFrame: Decorator = (Story) => (
  <div className="tb-story-frame">
    <Story />
  </div>
);

/**
 * Decorators shared by Storybook and the /app shell (which composes stories with these, without MSW).
 */
export const decorators: Decorator[] = [withStoryFrame];
