import type { Decorator } from '@storybook/react-vite';

/** Shows a story in a right-to-left page region (Arabic, Hebrew): the kit's layouts must mirror in one. */
export const rightToLeft: Decorator = (Story) => (
  <div dir="rtl">
    <Story />
  </div>
);
