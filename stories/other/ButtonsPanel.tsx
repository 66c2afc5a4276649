import { useSnapshot } from 'valtio';
import { CursorClickIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button, ButtonGroupInput } from '@toolbox/kit/button';
import { Icon } from '@toolbox/kit/icon';
import { Switch } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { setTheme, themeModel } from '@toolbox/kit/theme';
import {
  BUTTON_STYLES,
  BUTTON_VERSIONS,
  ButtonsPanelModel,
  INTENT_PANELS,
  type ButtonVersion,
} from './ButtonsPanelModel';
import './ButtonsPanel.css';

type Snapshot = Readonly<Pick<ButtonsPanelModel, 'activeButton' | 'disabled' | 'active'>>;

/** The Buttons demo: every intent in every style, with text, icon or both, and button group inputs. */
export function ButtonsPanel() {
  const model = useLocalModel(() => new ButtonsPanelModel());
  const snap = useSnapshot(model);
  const { theme } = useSnapshot(themeModel);

  return (
    <Panel
      title="Buttons"
      icon={<CursorClickIcon />}
      width={1010}
      className="tb-demo-buttons"
      tbar={
        <Toolbar>
          <Switch
            label="Dark Mode"
            value={theme === 'dark'}
            onChange={(v) => setTheme(v ? 'dark' : 'light')}
          />
          <ToolbarSeparator />
          <Switch label="Disable All" value={snap.disabled} onChange={(v) => model.setDisabled(v)} />
          <ToolbarSeparator />
          <Switch label="All Active" value={snap.active} onChange={(v) => model.setActive(v)} />
        </Toolbar>
      }
      bbar={
        <Toolbar>
          <span className="tb-demo-buttons__status" aria-live="polite">
            {snap.lastClicked ? `Last clicked: ${snap.lastClicked}` : 'Click any button.'}
          </span>
          <Filler />
          <span className="tb-demo-buttons__status">Button groups: {snap.activeButton}</span>
        </Toolbar>
      }
    >
      <div className="tb-demo-buttons__panels">
        {INTENT_PANELS.map((p) => (
          <IntentPanel key={p.intent} {...p} snap={snap} model={model} />
        ))}
      </div>
    </Panel>
  );
}

interface IntentPanelProps {
  intent: (typeof INTENT_PANELS)[number]['intent'];
  label: string;
  icon: (typeof INTENT_PANELS)[number]['icon'];
  snap: Snapshot;
  model: ButtonsPanelModel;
}

function IntentPanel({ intent, label, icon, snap, model }: IntentPanelProps) {
  const common = { intent, disabled: snap.disabled, active: snap.active };
  return (
    <Panel
      title={label}
      icon={<Icon name={icon} intent={intent} />}
      compactHeader
      className="tb-demo-buttons__intent"
    >
      <div className="tb-demo-buttons__grid">
        {BUTTON_STYLES.map(({ style, label: styleLabel }) => {
          const styleProps = { ...common, minimal: style === 'minimal', outlined: style === 'outlined' };
          const click = (content: string) => () => model.clicked(`${label} · ${styleLabel} · ${content}`);
          return (
            <div key={style} className="tb-demo-buttons__row">
              <span className="tb-demo-buttons__label">{styleLabel}</span>
              <Button {...styleProps} text={label} onClick={click('Text')} />
              <Button {...styleProps} icon={<Icon name={icon} />} title={label} onClick={click('Icon')} />
              <Button {...styleProps} icon={<Icon name={icon} />} text={label} onClick={click('Both')} />
            </div>
          );
        })}
        <div className="tb-demo-buttons__divider">Button group input</div>
        {BUTTON_STYLES.map(({ style, label: styleLabel }) => (
          <div key={style} className="tb-demo-buttons__row">
            <span className="tb-demo-buttons__label">{styleLabel}</span>
            <ButtonGroupInput
              aria-label={`${label} ${styleLabel.toLowerCase()} button group`}
              options={BUTTON_VERSIONS}
              value={snap.activeButton}
              onChange={(v) => v && model.setActiveButton(v as ButtonVersion)}
              intent={intent}
              minimal={style === 'minimal'}
              outlined={style === 'outlined'}
              disabled={snap.disabled}
            />
          </div>
        ))}
      </div>
    </Panel>
  );
}
