import { useState } from 'react';
import { toast } from '../lib/toast';

/**
 * The state of a "delete this?" dialog: which record is asked about, and the confirm action that deletes
 * it, shows the success toast and closes (a failure was already toasted by the API client).
 */
export function useDeleteConfirmation<T>(remove: (record: T) => Promise<unknown>, successMessage: string) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      toast.success(successMessage);
    } catch {
      // Already shown as an error toast.
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm: () => void confirm(), busy };
}
