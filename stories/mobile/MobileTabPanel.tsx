import { ArrowSquareOutIcon, EnvelopeSimpleIcon } from '@phosphor-icons/react';
import { mobileApi } from '../../src/api';
import { Button } from '@toolbox/kit/button';
import { Panel, Toolbar } from '@toolbox/kit/panel';
import { toast } from '@toolbox/kit/popup';
import { MOBILE_APP_PATH, MOBILE_SCREENSHOTS, mobileFrameUrl } from './mobileScreenshots';
import './MobileTabPanel.css';

/** SPEC §9: the mobile-link toast stays 10 seconds. */
export const MOBILE_LINK_TOAST_MS = 10_000;
export const MOBILE_LINK_TOAST = 'A link to the mobile app is on its way - check your email!';

/**
 * Mails the signed-in user a link to the mobile app. SPEC §4/§7: the toast shows at once, and the answer is not
 * read: the call runs on its own (cut after the toast's 10 s, so nothing lingers).
 */
export function mailMobileLink(): void {
  void mobileApi.emailMobileLink(AbortSignal.timeout(MOBILE_LINK_TOAST_MS)).catch(() => undefined);
  toast({ message: MOBILE_LINK_TOAST, intent: 'success', timeout: MOBILE_LINK_TOAST_MS });
}

/** The Mobile tab: screenshots of the mobile app in a captioned strip, the app live in a phone-sized frame. */
export function MobileTabPanel() {
  return (
    <Panel
      className="tb-mobile-tab"
      tbar={
        <Toolbar>
          <Button icon={<EnvelopeSimpleIcon />} text="Mail a link" onClick={mailMobileLink} />
          <Button
            intent="primary"
            icon={<ArrowSquareOutIcon />}
            text="Open the mobile app"
            onClick={() => window.open(MOBILE_APP_PATH, '_blank', 'noopener')}
          />
        </Toolbar>
      }
    >
      <div className="tb-mobile-tab__body">
        {/* Focusable: the strip scrolls sideways when the stage is narrow, and keyboard users must reach it. */}
        <section className="tb-mobile-tab__shots" aria-label="Screenshots" tabIndex={0}>
          <ul>
            {MOBILE_SCREENSHOTS.map((s) => (
              <li key={s.name}>
                <figure>
                  <img src={s.url} alt={s.caption} width={195} height={422} loading="lazy" />
                  <figcaption>{s.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
        <section className="tb-mobile-tab__live" aria-label="Live">
          <iframe className="tb-mobile-tab__frame" src={mobileFrameUrl()} title="Mobile app, live" />
        </section>
      </div>
    </Panel>
  );
}
