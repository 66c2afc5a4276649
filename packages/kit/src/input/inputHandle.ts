import { useImperativeHandle, type Ref, type RefObject } from 'react';

/** What an input offers its owner through `ref`: moving the keyboard focus into it and out of it. */
export interface InputHandle {
  focus(): void;
  blur(): void;
}

/** Props every kit input takes so a form or toolbar can follow and move the focus. */
export interface FocusableInputProps {
  /** Receives an InputHandle to focus or blur the input. */
  ref?: Ref<InputHandle>;
  /** Called when the input takes the keyboard focus. */
  onFocus?: () => void;
  /** Called when the focus leaves the input, after any pending edit has been committed. */
  onBlur?: () => void;
}

/** Exposes an InputHandle that focuses and blurs the given element. */
export function useInputHandle(
  ref: Ref<InputHandle> | undefined,
  target: RefObject<HTMLElement | null>,
): void {
  useImperativeHandle(
    ref,
    () => ({
      focus: () => target.current?.focus(),
      blur: () => target.current?.blur(),
    }),
    [target],
  );
}
