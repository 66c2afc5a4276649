import type { ReactNode } from 'react';

/** The alert's message after a valid submit: the data, as it would be sent. */
export function submittedMessage(data: object): ReactNode {
  return (
    <div className="tb-demo-form__submitted">
      <p>Your form was submitted with this data:</p>
      <pre aria-label="Submitted data">{JSON.stringify(data, null, 2)}</pre>
    </div>
  );
}
