import { ChatsIcon } from '@phosphor-icons/react';
import { Button } from '@toolbox/kit/button';
import { Icon } from '@toolbox/kit/icon';
import { Panel } from '@toolbox/kit/panel';
import { POPUP_SECTIONS } from './PopupsPanelModel';
import './PopupsPanel.css';

/** The Popups demo: buttons that open each kind of popup in its variants, with a toast of the result. */
export function PopupsPanel() {
  return (
    <Panel title="Popups" icon={<ChatsIcon />} width={820} className="tb-demo-popups">
      <div className="tb-demo-popups__sections">
        {POPUP_SECTIONS.map((s) => (
          <section key={s.title} className="tb-demo-popups__section" aria-label={s.title}>
            <div className="tb-demo-popups__about">
              <h3 className="tb-demo-popups__title">
                <Icon name={s.icon} variant="fas" intent="primary" />
                {s.title}
              </h3>
              <p className="tb-demo-popups__description">{s.description}</p>
              <code className="tb-demo-popups__code">{s.code}</code>
            </div>
            <div className="tb-demo-popups__buttons">
              {s.demos.map((d) => (
                <Button
                  key={d.text}
                  text={d.text}
                  intent={d.intent}
                  outlined={d.intent != null}
                  onClick={() => void d.run()}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </Panel>
  );
}
