import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { XIcon } from '@phosphor-icons/react';
import { Button } from '../button';
import { closePopup, type PopupSpec } from './popupModel';
import '../input/Input.css';
import { ModalOverlay } from './ModalOverlay';
import './Popup.css';

/** One dialog of the PopupHost: title bar, optional icon, message and prompt input, and a row of buttons. */
export function PopupDialog({ id, open, spec }: { id: number; open: boolean; spec: PopupSpec }) {
  const { title, message, icon, intent, buttons, primaryIndex, input, dismissible } = spec;
  const [value, setValue] = useState(input?.initialValue ?? '');
  const [touched, setTouched] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const errorId = useId();

  const error = input?.validate?.(value) ?? null;
  const dismiss = () => closePopup(id, { button: null, input: null });
  const click = (index: number) => {
    const button = buttons[index] ?? null;
    const submits = input != null && index === primaryIndex;
    if (submits && error != null) return;
    // Let go of the focus now, while the page's style is up to date: removing the focused button with the
    // dialog makes the browser bring the style of the page up to date at that moment, after the commit the
    // answer starts (10,000 rows) has changed it. Focus then goes back where it was before the dialog opened.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && contentRef.current?.contains(focused)) focused.blur();
    closePopup(id, { button, input: input != null ? value : null });
  };
  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    setTouched(true);
    click(primaryIndex);
  };
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && dismiss()}>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content
          ref={contentRef}
          className={clsx('tb-popup', `tb-intent-${intent}`)}
          aria-describedby={message == null ? undefined : `${errorId}-message`}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={(e) => {
            // Focus the input (text selected) or the primary button, not the close button Radix would pick.
            e.preventDefault();
            const target = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
            target?.focus();
            if (target instanceof HTMLInputElement) target.select();
          }}
        >
          <header className="tb-popup__header">
            <Dialog.Title className="tb-popup__title">{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close asChild>
                <Button minimal icon={<XIcon />} title="Close" className="tb-popup__close" />
              </Dialog.Close>
            )}
          </header>
          <div className="tb-popup__body">
            {icon != null && (
              <span className="tb-popup__icon" aria-hidden="true">
                {icon}
              </span>
            )}
            <div className="tb-popup__content">
              {message != null && (
                <Dialog.Description asChild>
                  <div id={`${errorId}-message`} className="tb-popup__message">
                    {message}
                  </div>
                </Dialog.Description>
              )}
              {input && (
                <div className="tb-popup__field">
                  <span className={clsx('tb-input', touched && error != null && 'tb-input--invalid')}>
                    <input
                      className="tb-input__field"
                      type="text"
                      value={value}
                      placeholder={input.placeholder}
                      aria-label={typeof title === 'string' ? title : 'Value'}
                      aria-invalid={error != null}
                      aria-errormessage={error != null ? errorId : undefined}
                      spellCheck={false}
                      autoComplete="off"
                      data-autofocus
                      onChange={(e) => {
                        setValue(e.target.value);
                        setTouched(true);
                      }}
                      onKeyDown={onInputKeyDown}
                    />
                  </span>
                  <div id={errorId} className="tb-popup__error" role="alert">
                    {touched ? error : null}
                  </div>
                </div>
              )}
            </div>
          </div>
          <footer className="tb-popup__footer">
            {buttons.map((b, i) => (
              <Button
                key={i}
                text={b.text}
                icon={b.icon}
                intent={b.intent}
                minimal={b.minimal}
                outlined={b.outlined}
                disabled={input != null && i === primaryIndex && error != null}
                data-autofocus={input == null && i === primaryIndex ? true : undefined}
                onClick={() => click(i)}
              />
            ))}
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
