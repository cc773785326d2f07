import type { QuickMessageAnswer as QuickMessage } from '@domain/quick-messages/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { quickMessagesListQueryKey, useQuickMessagesList } from '../api/get-quick-messages';
import { matchingQuickMessages, quickMessageSearch } from '../message-input-logic';

/**
 * Spec 1 §2: typing '/' and at least one character offers the matching quick replies; arrows move, Enter or Tab
 * takes one, Escape closes the list until the text changes.
 */
export function useQuickMessageAutocomplete(text: string, onPick: (quickMessage: QuickMessage) => void) {
  const search = quickMessageSearch(text);
  const { data: quickMessages = [] } = useQuickMessagesList(search !== null);
  // Spec 2 §4: lists refresh on the quickemessage event, this one included (another agent's new reply).
  const { companyId } = useCurrentUser();
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-quickemessage`, () => {
    void queryClient.invalidateQueries({ queryKey: quickMessagesListQueryKey });
  });
  const [active, setActive] = useState(0);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const items = search === null || dismissedFor === text ? [] : matchingQuickMessages(quickMessages, search);
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));

  const pick = (quickMessage: QuickMessage) => {
    setActive(0);
    onPick(quickMessage);
  };

  /** True when the key was the list's (the input must not act on it). */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (items.length === 0) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move !== undefined) {
      setActive((activeIndex + move + items.length) % items.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = items[activeIndex];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      setDismissedFor(text);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  return { items, activeIndex, pick, onKeyDown };
}
