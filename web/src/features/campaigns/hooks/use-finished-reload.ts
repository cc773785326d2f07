import type { CampaignStatus } from '@domain/campaigns/schema';
import { useEffect, useRef } from 'react';

/** Spec 3 §4, §9: the report reloads 5 seconds after the status turns FINALIZADA. */
export const RELOAD_AFTER_FINISH_MS = 5000;

/** Whether the status shown turned FINALIZADA just now (a campaign opened already finished needs no reload). */
export const turnedFinished = (previous: CampaignStatus | undefined, status: CampaignStatus | undefined) =>
  previous !== undefined && previous !== 'FINALIZADA' && status === 'FINALIZADA';

/** Calls `reload` once, 5 s after `status` changes to FINALIZADA while the page is open. */
export function useFinishedReload(status: CampaignStatus | undefined, reload: () => void) {
  const previous = useRef(status);
  const latestReload = useRef(reload);
  useEffect(() => {
    latestReload.current = reload;
  });
  useEffect(() => {
    const turned = turnedFinished(previous.current, status);
    previous.current = status;
    if (!turned) return;
    const timer = setTimeout(() => latestReload.current(), RELOAD_AFTER_FINISH_MS);
    return () => clearTimeout(timer);
  }, [status]);
}
