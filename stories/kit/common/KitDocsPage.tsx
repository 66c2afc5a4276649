import {
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import usage from 'virtual:kit-usage';
import { ALL_DEMOS, EXAMPLES, storyIdOf } from '../../../src/shell/catalog/catalog';
import './KitDocsPage.css';

/** Where a demo lives in /app (or its example app's own page), relative to Storybook's page at /storybook/. */
function appPathOf(demoTitle: string): string | null {
  const demo = [...ALL_DEMOS, ...EXAMPLES].find((d) => d.storyTitle === demoTitle);
  return demo ? `..${demo.path}` : null;
}

/**
 * The demos that use the component of a Kit page, each linking to its story here and to its page in /app. The
 * list is worked out at build time from the demos' imports (scripts/kitUsage.ts): nothing to keep up by hand.
 */
export function UsedInDemos() {
  const { preparedMeta } = useOf('meta', ['meta']);
  if (!preparedMeta.title.startsWith('Kit/')) return null;
  const demos = usage[preparedMeta.title] ?? [];
  return (
    <>
      <Heading>Used in demos</Heading>
      {demos.length === 0 ? (
        <p>No demo uses it yet.</p>
      ) : (
        <>
          <p>
            {demos.length === 1 ? 'One demo uses' : `${demos.length} demos use`} it: each links to its story
            here, and to its page in /app.
          </p>
          <ul className="tb-kit-used-in">
            {demos.map((title) => {
              const app = appPathOf(title);
              return (
                <li key={title}>
                  <a href={`./?path=/story/${storyIdOf(title)}`} target="_top">
                    {title}
                  </a>
                  {app && (
                    <>
                      {' '}
                      <a href={app} target="_blank" rel="noreferrer" aria-label={`${title} in /app`}>
                        (/app)
                      </a>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * Every Docs page: Storybook's own (title, description, the main story, its Controls, the other stories), with
 * a Kit page's demos after its Controls.
 */
export function DocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const single = Object.keys(csfFile.stories).length === 1;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {single && <Description of="story" />}
      <Primary />
      <Controls />
      <UsedInDemos />
      {!single && <Stories />}
    </>
  );
}
