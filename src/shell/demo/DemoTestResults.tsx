import { CheckCircle, CircleNotch, XCircle } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import type { DemoTestModel, TestStepResult } from './DemoTestModel';

function StepIcon({ status }: { status: TestStepResult['status'] }) {
  if (status === 'passed')
    return <CheckCircle weight="fill" className="tb-demo-test__ok" role="img" aria-label="passed" />;
  if (status === 'failed')
    return <XCircle weight="fill" className="tb-demo-test__bad" role="img" aria-label="failed" />;
  return <CircleNotch weight="bold" className="tb-demo-test__spin" role="img" aria-label="running" />;
}

function summary(status: DemoTestModel['status'], steps: number, seconds: string): string {
  switch (status) {
    case 'loading':
      return 'Loading the test library and mounting the demo afresh…';
    case 'running':
      return `Running the story's play… (${steps} step${steps === 1 ? '' : 's'} so far)`;
    case 'passed':
      return `Test passed: ${steps} step${steps === 1 ? '' : 's'} in ${seconds} s.`;
    case 'failed':
      return `Test failed after ${seconds} s.`;
    default:
      return '';
  }
}

/** What Run test shows: the run's outcome, and each step of the play as it passes or fails. */
export function DemoTestResults({ model }: { model: DemoTestModel }) {
  const { status, steps, error, durationMs } = useSnapshot(model);
  if (status === 'idle') return null;
  const seconds = ((durationMs ?? 0) / 1000).toFixed(1);
  const failedInStep = steps.some((s) => s.status === 'failed');
  return (
    <section className={`tb-demo-test tb-demo-test--${status}`} aria-label="Test results">
      {/* Announced, but not a role="status": plays look for their demo's own status elements in the page. */}
      <p className="tb-demo-test__summary" aria-live="polite" data-testid="test-summary">
        {summary(status, steps.length, seconds)}
      </p>
      {steps.length > 0 && (
        <ol className="tb-demo-test__steps">
          {steps.map((s, i) => (
            <li key={i} className={`tb-demo-test__step tb-demo-test__step--${s.status}`}>
              <StepIcon status={s.status} />
              <span className="tb-demo-test__label">{s.label}</span>
              {s.error && <pre className="tb-demo-test__error">{s.error}</pre>}
            </li>
          ))}
        </ol>
      )}
      {status === 'failed' && error && !failedInStep && <pre className="tb-demo-test__error">{error}</pre>}
    </section>
  );
}
