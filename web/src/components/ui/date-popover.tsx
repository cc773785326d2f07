import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { lazy, Suspense, useRef } from 'react';
import type { Language } from '../../lib/i18n';
import { Icon } from './icons';
import { type Intent, useIntent } from './load-on-intent';
import { Spinner } from './spinner';

export const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(async () => ({ default: (await loadCalendar()).DateCalendar }));

export interface DatePopoverProps {
  buttonLabel: string;
  language: Language;
  value: string;
  min?: string;
  max?: string;
  onPick: (isoDay: string) => void;
}

/** The date field's calendar button and popover (Headless UI), loaded on first use (`DateInput` until then). */
export function DatePopover({
  buttonLabel,
  language,
  value,
  min,
  max,
  onPick,
  intent,
}: DatePopoverProps & { intent: Intent }) {
  const button = useRef<HTMLButtonElement>(null);
  useIntent(button, intent);
  return (
    <Popover>
      <PopoverButton ref={button} className="icon-button date-input-button" aria-label={buttonLabel}>
        <Icon name="schedules" size={18} />
      </PopoverButton>
      <PopoverPanel anchor={{ to: 'bottom end', gap: 4, padding: 8 }} className="date-picker" data-testid="date-picker">
        {({ close }) => (
          <Suspense fallback={<Spinner />}>
            <DateCalendar
              language={language}
              value={value}
              min={min}
              max={max}
              onPick={(day) => {
                onPick(day);
                close();
              }}
            />
          </Suspense>
        )}
      </PopoverPanel>
    </Popover>
  );
}
