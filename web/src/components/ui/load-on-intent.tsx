import { type ComponentType, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** What the user did on the plain trigger before the interactive part arrived. */
export interface Intent {
  /** They clicked it (or pressed Enter or Space on it): the part opens as soon as it shows. */
  openOnMount: boolean;
  /** It had the focus when the part replaced it: the part's button takes the focus back. */
  focusOnMount: boolean;
}

export interface TriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

interface LoadOnIntentProps<P extends object> {
  /** Imports the interactive part (a Headless UI menu or popover with its trigger). */
  load: () => Promise<ComponentType<P & { intent: Intent }>>;
  props: P;
  /** Also called on pointing at, focusing or clicking the plain trigger (to prefetch what the part opens). */
  onIntent?: () => void;
  /** The part's trigger, drawn plainly with the same look, shown until the part arrives. */
  children: (trigger: TriggerProps) => ReactNode;
}

/**
 * A menu or popover whose library loads on first use (docs/decisions/032, addendum): the trigger is a plain
 * button until the user points at it, focuses it or clicks it; then the part replaces it, keeping the focus and
 * opening if it was clicked. The first screen does not carry Headless UI and Floating UI.
 */
export function LoadOnIntent<P extends object>({ load, props, onIntent, children }: LoadOnIntentProps<P>) {
  const [Part, setPart] = useState<ComponentType<P & { intent: Intent }> | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const intent = useRef<Intent>({ openOnMount: false, focusOnMount: false });
  const begin = () => {
    onIntent?.();
    void load()
      .then((loaded) => {
        intent.current.focusOnMount = document.activeElement === trigger.current;
        setPart(() => loaded);
      })
      .catch(() => {});
  };
  if (Part) return <Part {...props} intent={intent.current} />;
  return children({
    ref: trigger,
    onPointerEnter: begin,
    onFocus: begin,
    onClick: () => {
      intent.current.openOnMount = true;
      begin();
    },
  });
}

/** In the loaded part: carries out what the user did on the plain trigger, once. */
export function useIntent(button: RefObject<HTMLElement | null>, { openOnMount, focusOnMount }: Intent) {
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
    if (openOnMount) button.current?.click();
    // Once, when the part replaces the plain trigger.
  }, []);
}
