import { useState } from 'react';
import { SampleNote } from './TabContainerSamples';

/** Content of a dynamically added tab; the time shows when this content was mounted. */
export function DynamicTabContent({ number }: { number: number }) {
  const [shownAt] = useState(() => new Date().toLocaleTimeString());
  return (
    <SampleNote heading={`Tab ${number}`}>
      <p>
        This is tab number {number}. Its content is a render function the model calls when the tab is shown.
      </p>
      <p className="tb-demo-tabs__muted">Content mounted at {shownAt}.</p>
    </SampleNote>
  );
}
