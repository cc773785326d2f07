import { useEffect, useState } from 'react';

/** Spec 2 §9, spec 3 §2: a copy button's label says it copied, then resets after 1 s. */
export const COPIED_RESET_MS = 1000;

interface CopyButtonProps {
  text: string;
  label: string;
  copiedLabel: string;
  className?: string;
  /** When the clipboard cannot be written (an insecure origin, a refused permission): e.g. select the text. */
  onCopyFailed?: () => void;
  'data-testid'?: string;
}

export function CopyButton({ text, label, copiedLabel, className, onCopyFailed, ...rest }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      onCopyFailed?.();
    }
  };
  return (
    <button
      type="button"
      className={className ?? 'btn btn-ghost'}
      onClick={() => void copy()}
      aria-live="polite"
      data-testid={rest['data-testid']}
    >
      {copied ? copiedLabel : label}
    </button>
  );
}
