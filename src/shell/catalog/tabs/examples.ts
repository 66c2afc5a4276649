import { composeTab, type StoryModule } from '../composeTab';

// Every story of the tab goes into this one lazily loaded chunk.
export default composeTab(
  import.meta.glob<StoryModule>('/stories/examples/**/*.stories.tsx', { eager: true }),
);
