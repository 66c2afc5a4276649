import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from '@phosphor-icons/react';
import { Button } from '../button';

const COPIED_MS = 1500;

export interface CopyButtonProps {
  /** The text copied to the clipboard. */
  text: string;
  /** A class added to the button. */
  className?: string;
}

/**
 * A minimal Copy button: puts the text on the clipboard and says 'Copied' for a moment. A clipboard that refuses
 * (no permission) leaves it as it was: the text can still be selected by hand.
 */
export function CopyButton({ text, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      },
      () => undefined,
    );
  };
  return (
    <Button
      minimal
      icon={copied ? <CheckIcon /> : <CopyIcon />}
      text={copied ? 'Copied' : 'Copy'}
      className={className}
      onClick={copy}
    />
  );
}
