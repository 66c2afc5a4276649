import { ArrowSquareOut, Code, LinkSimple } from '@phosphor-icons/react';
import { useState, type ReactNode } from 'react';
import { toast } from '../../kit/popup';
import { storyIdOf, type DemoEntry } from '../catalog/catalog';
import type { ComposedDemo } from '../catalog/composeTab';
import { SourceViewer } from './SourceViewer';

export function storybookUrl(storyTitle: string): string {
  return `/storybook/?path=/story/${storyIdOf(storyTitle)}`;
}

/** Around every demo: its description, the Source viewer, a link to its story in Storybook, and Copy link. */
export function DemoWrapper({
  demo,
  composed,
  children,
}: {
  demo: DemoEntry;
  composed: ComposedDemo;
  children: ReactNode;
}) {
  const [showSource, setShowSource] = useState(false);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ message: 'Link copied to the clipboard.', intent: 'success' });
    } catch {
      toast({
        message: `Could not copy. The link is ${window.location.href}`,
        intent: 'warning',
        timeout: 8000,
      });
    }
  };
  return (
    <div className="tb-demo">
      <div className="tb-demo-info">
        <div className="tb-demo-description">
          <h1>{demo.title}</h1>
          <p>{composed.description ?? `The ${demo.title} demo.`}</p>
        </div>
        <div className="tb-demo-links">
          <button type="button" className="tb-link-button" onClick={() => setShowSource(true)}>
            <Code size={15} weight="bold" /> Source
          </button>
          <a className="tb-link-button" href={storybookUrl(demo.storyTitle)} target="_blank" rel="noopener">
            <ArrowSquareOut size={15} weight="bold" /> Open in Storybook
          </a>
          <button type="button" className="tb-link-button" onClick={() => void copyLink()}>
            <LinkSimple size={15} weight="bold" /> Copy link
          </button>
        </div>
      </div>
      <div className="tb-demo-stage" data-testid="demo-stage">
        {children}
      </div>
      {showSource ? (
        <SourceViewer storyFile={composed.storyFile} onClose={() => setShowSource(false)} />
      ) : null}
    </div>
  );
}
