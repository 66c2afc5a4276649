import { ArrowSquareOut, Code, Flask, LinkSimple } from '@phosphor-icons/react';
import { useId } from 'react';
import { toast } from '@toolbox/kit/popup';
import { storyIdOf, type DemoEntry } from '../catalog/catalog';
import { DemoDescription } from './DemoDescription';

export function storybookUrl(storyTitle: string): string {
  return `/storybook/?path=/story/${storyIdOf(storyTitle)}`;
}

async function copyLink() {
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
}

export interface DemoInfoProps {
  demo: DemoEntry;
  /** The story's docs description (markdown); null shows a line made of the demo's title. */
  description: string | null;
  /** Opens the Source viewer; absent while the demo's code is loading (the button shows, disabled). */
  onSource?: () => void;
  /** Runs the story's play; absent while loading. `false` when the story has no play (no button). */
  onRunTest?: (() => void) | false;
  /** Run test shows, disabled (a test is running). */
  running?: boolean;
  /** Why Run test is not offered here (the story's `parameters.app.skipRunTest`). */
  skipRunTest?: string | null;
}

/**
 * A demo's heading, its links (Source, Open in Storybook, Copy link, Run test) and its description. The same
 * header shows while the demo's code loads, from the story's title and description read at build time, so
 * that the reader has them at once and the demo appears below without moving them.
 */
export function DemoInfo({ demo, description, onSource, onRunTest, running, skipRunTest }: DemoInfoProps) {
  const skipId = useId();
  return (
    <div className="tb-demo-info">
      <div className="tb-demo-info__head">
        <h1>{demo.title}</h1>
        <div className="tb-demo-links">
          <button type="button" className="tb-link-button" disabled={!onSource} onClick={onSource}>
            <Code size={15} weight="bold" /> Source
          </button>
          <a className="tb-link-button" href={storybookUrl(demo.storyTitle)} target="_blank" rel="noopener">
            <ArrowSquareOut size={15} weight="bold" /> Open in Storybook
          </a>
          <button type="button" className="tb-link-button" onClick={() => void copyLink()}>
            <LinkSimple size={15} weight="bold" /> Copy link
          </button>
          {onRunTest !== false && (
            <button
              type="button"
              className="tb-link-button"
              disabled={!onRunTest || running || skipRunTest != null}
              aria-describedby={skipRunTest ? skipId : undefined}
              title="Run the story's play function (its interaction test) against this live demo"
              onClick={onRunTest || undefined}
            >
              <Flask size={15} weight="bold" /> Run test
            </button>
          )}
        </div>
      </div>
      {onRunTest && skipRunTest && (
        <span id={skipId} className="tb-demo-test__skip">
          Not run here: {skipRunTest}
        </span>
      )}
      <DemoDescription text={description ?? `The ${demo.title} demo.`} />
    </div>
  );
}
