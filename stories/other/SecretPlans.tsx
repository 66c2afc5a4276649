import { Panel } from '@toolbox/kit/panel';
import { FileLockIcon } from '@phosphor-icons/react';

/** The reward for a correct PIN: a panel of very secret (and entirely made-up) plans. */
export function SecretPlans() {
  return (
    <Panel
      title="Secret plans"
      icon={<FileLockIcon />}
      headerItems={<span className="tb-demo-secret__stamp">Eyes only</span>}
      className="tb-demo-secret"
    >
      <article className="tb-demo-secret__body">
        <h3>Operation Quiet Friday</h3>
        <p>
          <strong>Phase one: procurement.</strong> Over the long weekend, Facilities will swap the break-room
          coffee maker for a two-group commercial espresso machine. Nobody is to mention it beforehand. The
          reveal is set for 8:45 on Tuesday, timed to land just before the quarterly planning call.
        </p>
        <p>
          <strong>Phase two: the dashboard.</strong> For the fourth year running the trading desk has asked
          for &ldquo;one screen with everything on it&rdquo;. This time we say yes: a single dashboard of
          forty-two tiles, every one of them draggable, with a dark theme for the night shift. Early testers
          call it &ldquo;overwhelming, in a good way&rdquo;.
        </p>
        <p>
          <strong>Phase three: spreadsheet retirement.</strong> The legacy pricing workbook
          (PRICING_FINAL_v7_REALLY_FINAL.xlsx) moves to a proper grid with server-side validation. Its macros
          will be given a respectful send-off. Finance has been told only that &ldquo;some tabs may
          move&rdquo;.
        </p>
        <p>
          <strong>Contingency.</strong> Should any of this leak, the official story is that we were
          reorganising the stationery cupboard. And change the combination on the luggage: 1-2-3-4-5 is
          exactly what an idiot would use.
        </p>
      </article>
    </Panel>
  );
}
