import type { Ref } from 'react';

/** The body of the Intro demo: what panels are and what this one shows. */
export function IntroText({ textSize, ref }: { textSize: number; ref?: Ref<HTMLElement> }) {
  return (
    <article
      ref={ref}
      className="tb-demo-intro__text"
      style={{ fontSize: textSize }}
      aria-label="About panels"
    >
      <p>
        Panels are the basic building block of a Toolbox app. A panel frames its content with an optional
        header (an icon, a title and header items such as the switch and gear button above), optional toolbars
        on any of its four sides, and a body that scrolls when the content does not fit.
      </p>
      <p>
        Every panel body runs inside an error boundary. When something in it fails to render, the panel shows
        the error in place of its content, with a way to retry, and the rest of the app keeps working. Try
        Simulate an Exception below to see it.
      </p>
      <p>
        A panel can mask its body while it loads, or show a discreet loading indicator in a corner. Give it a
        PanelModel and it can also collapse to a slim bar, be resized by dragging its splitter and pop out
        into a modal view, keeping its state all the while.
      </p>
      <p>
        Right-click anywhere in this text for the panel&apos;s context menu: copy the text, make it larger or
        smaller, or look up the word under the pointer in a dictionary. The Context Menu switch above turns
        the menu off again.
      </p>
    </article>
  );
}
