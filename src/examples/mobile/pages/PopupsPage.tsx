import { BellIcon, ChatCircleIcon, QuestionIcon } from '@phosphor-icons/react';
import type { ReactNode } from 'react';
import { Button } from '@toolbox/kit/button';
import { alert, confirm, toast } from '@toolbox/kit/popup';

/** The kit's popups on a phone: an alert, a confirm whose answer is toasted, and toasts at the top. */
export function PopupsPage() {
  const showConfirm = async () => {
    const ok = await confirm({
      title: 'Delete draft?',
      message: 'The draft will be gone for good.',
      confirmText: 'Delete',
      intent: 'danger',
    });
    toast({
      message: ok ? 'Draft deleted.' : 'Kept the draft.',
      intent: ok ? 'success' : 'primary',
      position: 'top-center',
    });
  };
  return (
    <div className="tb-mobile-page tb-mobile-buttons">
      <PopupChoice hint="A message and one button: OK.">
        <Button
          fill
          icon={<ChatCircleIcon />}
          text="Alert"
          onClick={() => void alert({ title: 'Hello', message: 'This is an alert. Tap OK to close it.' })}
        />
      </PopupChoice>
      <PopupChoice hint="A question to answer, here before a deletion; the answer shows in a toast.">
        <Button fill icon={<QuestionIcon />} text="Confirm" onClick={() => void showConfirm()} />
      </PopupChoice>
      <PopupChoice hint="A note at the top of the screen that goes away by itself after 10 seconds.">
        <Button
          fill
          icon={<BellIcon />}
          text="Toast"
          onClick={() =>
            toast({ message: 'This is a toast.', intent: 'success', timeout: 10000, position: 'top-center' })
          }
        />
      </PopupChoice>
    </div>
  );
}

/** A popup's button with a line on what it shows. */
function PopupChoice({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <div className="tb-mobile-buttons__choice">
      {children}
      <p>{hint}</p>
    </div>
  );
}
