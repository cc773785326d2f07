import type { MessageEvent } from '@domain/messages/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { applyLiveUpdate } from '../../../lib/live-update';
import { useRealtime, useSocketEvent } from '../../../lib/realtime-provider';
import { messagesQueryKey } from '../api/get-messages';
import { applyMessageEvent, type Chat, type MessagePages } from '../message-cache';

/**
 * Keeps an open conversation live: joins the ticket's chat box while shown, and applies the company's message
 * events of this chat (new messages, acks, edits, deletes) to the cached pages.
 */
export function useMessageEvents(ticketId: string, chat: Chat | undefined) {
  const { companyId } = useCurrentUser();
  const realtime = useRealtime();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!realtime) return;
    realtime.send('joinChatBox', ticketId);
    return () => realtime.send('leaveChatBox', ticketId);
  }, [realtime, ticketId]);

  useSocketEvent(`company-${companyId}-appMessage`, (data) => {
    applyLiveUpdate<MessagePages>(queryClient, messagesQueryKey(ticketId), (pages) =>
      applyMessageEvent(pages, data as MessageEvent | undefined, chat),
    );
  });
}
