import type { ReactNode } from 'react';

export interface TabContainerExampleProps {
  /** One or two sentences on what the example shows. */
  hint: ReactNode;
  /** A toolbar shown above the nested container, inside its frame. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The frame of each sub-tab: a hint, then the nested TabContainer (with its toolbar) in a bordered box. */
export function TabContainerExample({ hint, toolbar, children }: TabContainerExampleProps) {
  return (
    <div className="tb-demo-tabs__example">
      <p className="tb-demo-tabs__hint">{hint}</p>
      <div className="tb-demo-tabs__frame">
        {toolbar}
        {children}
      </div>
    </div>
  );
}
