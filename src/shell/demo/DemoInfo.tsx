import { ArrowSquareOut, Code, Flask, LinkSimple } from '@phosphor-icons/react';
import { useId } from 'react';
import { toast } from '@toolbox/kit/popup';
import { storyIdOf, type DemoEntry } from '../catalog/catalog';
import type { KitLink } from '../catalog/storyFiles';
import { DemoDescription } from './DemoDescription';

export function storybookUrl(storyTitle: string): string {
  return `/storybook/?path=/story/${storyIdOf(storyTitle)}`;
}

/** The Docs page of a Kit story in Storybook: its props table, Controls and variants. */
export function kitPageUrl(kitTitle: string): string {
  return `/storybook/?path=/docs/${storyIdOf(kitTitle, 'docs')}`;
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
  /** The kit components the demo uses, each with its Kit page (read from the demo's imports at build time). */
  kit?: readonly KitLink[];
}

/**
 * A demo's heading, its links (Source, Open in Storybook, Copy link, Run test) and its description. The same
 * header shows while the demo's code loads, from the story's title and description read at build time, so
 * that the reader has them at once and the demo appears below without moving them.
 */
export function DemoInfo({
  demo,
  description,
  onSource,
  onRunTest,
  running,
  skipRunTest,
  kit = [],
}: DemoInfoProps) {
  const skipId = useId();
  const kitId = useId();
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
      {kit.length > 0 && (
        <div className="tb-demo-kit">
          <span id={kitId}>Kit components:</span>
          <ul aria-labelledby={kitId}>
            {kit.map(([name, kitTitle]) => (
              <li key={name}>
                <a href={kitPageUrl(kitTitle)} target="_blank" rel="noopener">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
