import { Hammer } from '@phosphor-icons/react';
import type { DemoEntry } from '../catalog/catalog';

/** An honest marker for a route whose demo has no story yet. */
export function NotBuiltPanel({ demo }: { demo: DemoEntry }) {
  return (
    <div className="tb-notbuilt" role="status">
      <Hammer size={40} weight="duotone" />
      <h2>{demo.title} is not built yet</h2>
      <p>
        The route <code>{demo.path}</code> (<code>{demo.routeId}</code>) has no demo yet. It will show the
        story <code>{demo.storyTitle}</code> once that is written.
      </p>
    </div>
  );
}
