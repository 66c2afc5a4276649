import type { Decorator } from '@storybook/react-vite';
import './exampleAppFrame.css';

/** A whole example app in a story: the size of the preview rather than a demo's natural size. */
export const withExampleAppFrame: Decorator = (Story) => (
  <div className="tb-example-story">
    <Story />
  </div>
);
