import { PaperPlaneTiltIcon } from '@phosphor-icons/react';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { FEEDBACK_MAX_LENGTH } from '../../src/api/home';
import { Button } from '@toolbox/kit/button';
import { TextArea } from '@toolbox/kit/input';
import { Dialog, DialogClose } from '@toolbox/kit/popup';
import type { AboutWidgetModel } from './AboutWidgetModel';

/** Send Feedback (SPEC §2.3): a message for the team, stored by the server with the user and the time. */
export function FeedbackDialog({ model }: { model: AboutWidgetModel }) {
  const { feedbackOpen, feedback, sending, feedbackError } = useSnapshot(model);
  const helpId = useId();
  const inputId = useId();
  const tooLong = feedback.length > FEEDBACK_MAX_LENGTH;
  return (
    <Dialog
      open={feedbackOpen}
      onOpenChange={(open) => (open ? model.openFeedback() : model.closeFeedback())}
      title="Send Feedback"
      width={520}
      describedBy={helpId}
      footer={
        <>
          <DialogClose>
            <Button text="Cancel" />
          </DialogClose>
          <Button
            text={sending ? 'Sending...' : 'Send'}
            icon={<PaperPlaneTiltIcon />}
            intent="primary"
            disabled={!!feedbackError || sending}
            onClick={() => void model.sendFeedback()}
          />
        </>
      }
    >
      <div className="tb-home-feedback">
        <p id={helpId} className="tb-home-feedback__help">
          What works, what is missing, what surprised you: the Toolbox team reads every message.
        </p>
        <label htmlFor={inputId} className="tb-home-feedback__label">
          Your feedback
        </label>
        <TextArea
          id={inputId}
          value={feedback}
          commitOnChange
          height={160}
          width="100%"
          placeholder="Tell us what you think..."
          aria-invalid={tooLong}
          onChange={(v) => model.setFeedback(v)}
        />
        <div className="tb-home-feedback__status">
          <span
            className={tooLong ? 'tb-home-feedback__error' : undefined}
            role={tooLong ? 'alert' : undefined}
          >
            {tooLong ? feedbackError : ''}
          </span>
          <span className="tb-home-feedback__count">
            {feedback.length.toLocaleString('en-US')} / {FEEDBACK_MAX_LENGTH.toLocaleString('en-US')}
          </span>
        </div>
      </div>
    </Dialog>
  );
}
