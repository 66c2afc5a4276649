import { Fragment } from 'react';

/**
 * A mailto link whose address may wrap only before its `@` and its dots (a narrow panel shows 'ada.abara' /
 * '@toolbox' / '.example' on their own lines, never 'toolbox.exa' / 'mple'), as addresses are broken in print. A
 * part too long for a line of its own still breaks inside (the field's overflow-wrap).
 */
export function EmailLink({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <a href={`mailto:${email}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
