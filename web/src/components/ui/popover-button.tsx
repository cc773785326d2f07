import type { ComponentType, ReactNode } from 'react';
import { type Intent, LoadOnIntent } from './load-on-intent';

interface PopoverButtonProps<P extends object> {
  /** Loads the popover (a lazy chunk), which renders its own button in this one's place once loaded. */
  load: () => Promise<ComponentType<P & { intent: Intent }>>;
  props: P;
  label: string;
  testId: string;
  /** The button's face: the same the popover's own button shows. */
  children: ReactNode;
}

/**
 * A top-bar button whose popover (Headless UI and the list) loads on pointing at, focusing or clicking it, so the
 * first load carries only the button (docs/decisions/032).
 */
export function PopoverButton<P extends object>({ load, props, label, testId, children }: PopoverButtonProps<P>) {
  return (
    <LoadOnIntent load={load} props={props}>
      {(trigger) => (
        <div className="popover">
          <button
            type="button"
            {...trigger}
            className="icon-button bell-button"
            aria-label={label}
            title={label}
            aria-expanded={false}
            data-testid={testId}
          >
            {children}
          </button>
        </div>
      )}
    </LoadOnIntent>
  );
}
