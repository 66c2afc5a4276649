import type { Decorator } from '@storybook/react-vite';
import './phoneFrame.css';

/** The mobile app in a story: inside a phone-sized viewport (390×844), as a phone shows it. */
export const withPhoneFrame: Decorator = (Story) => (
  <div className="tb-phone-frame" data-testid="phone">
    <Story />
  </div>
);
