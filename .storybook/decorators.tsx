import type { Decorator } from '@storybook/react-vite';
import '../src/kit/theme';

/**
 * Decorators shared by Storybook and the /app shell (which composes stories with these, without MSW).
 */
export const decorators: Decorator[] = [(Story) => <Story />];
