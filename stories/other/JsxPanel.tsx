import { useState } from 'react';
import { BracketsAngleIcon } from '@phosphor-icons/react';
import { ButtonGroupInput } from '@toolbox/kit/button';
import { CodeBlock } from '@toolbox/kit/code';
import { Label } from '@toolbox/kit/input';
import { Panel, Toolbar } from '@toolbox/kit/panel';
import { JSX_SAMPLES, type JsxSample } from './JsxSamples';
import './JsxPanel.css';

/** The Factories vs. JSX demo: the same views in both styles, side by side, highlighted and read-only. */
export function JsxPanel() {
  const [sampleId, setSampleId] = useState<JsxSample['id']>('toolbar');
  const sample = JSX_SAMPLES.find((s) => s.id === sampleId) ?? JSX_SAMPLES[0];
  if (!sample) return null;
  return (
    <Panel
      title="Factories vs. JSX"
      icon={<BracketsAngleIcon />}
      width={1120}
      className="tb-demo-jsx"
      tbar={
        <Toolbar>
          <Label>Sample:</Label>
          <ButtonGroupInput
            aria-label="Sample"
            value={sampleId}
            onChange={(v) => v && setSampleId(v)}
            options={JSX_SAMPLES.map((s) => ({ value: s.id, label: s.label }))}
          />
        </Toolbar>
      }
    >
      <div className="tb-demo-jsx__body">
        <p className="tb-demo-jsx__intro">
          Views can be written with <strong>element factories</strong> (plain functions that take a config
          object) or with <strong>JSX</strong>. Both build the same React elements from the same kit
          components, so teams pick the style they read best, and mix them where it helps.
        </p>
        <div className="tb-demo-jsx__pair">
          <CodeBlock title="Factory syntax" code={sample.factory} lang="typescript" />
          <CodeBlock title="JSX" code={sample.jsx} lang="tsx" />
        </div>
        <p className="tb-demo-jsx__note" role="note">
          {withCode(sample.note)}
        </p>
      </div>
    </Panel>
  );
}

/** The note's `code` spans as <code>. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
