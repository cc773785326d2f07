import type { CampaignStatus } from '@domain/campaigns/schema';
import { useEffect, useRef } from 'react';

/** Spec 3 §4, §9: the report reloads 5 seconds after the status turns FINALIZADA. */
export const RELOAD_AFTER_FINISH_MS = 5000;

/** Calls `reload` once, 5 s after `status` changes to FINALIZADA while the page is open. */
export function useFinishedReload(status: CampaignStatus | undefined, reload: () => void) {
  const previous = useRef(status);
  const latestReload = useRef(reload);
  latestReload.current = reload;
  useEffect(() => {
    const turned = previous.current !== undefined && previous.current !== 'FINALIZADA' && status === 'FINALIZADA';
    previous.current = status;
    if (!turned) return;
    const timer = setTimeout(() => latestReload.current(), RELOAD_AFTER_FINISH_MS);
    return () => clearTimeout(timer);
  }, [status]);
}
