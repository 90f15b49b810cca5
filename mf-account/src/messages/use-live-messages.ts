import { useEffect } from 'react';
import { UNREAD_MESSAGES_TAG } from '@portal/shared/api';
import { useAppDispatch } from '@portal/shared/store';
import { getSupabase } from '@portal/shared/supabase';
import { conversationsTag } from './get-conversations';
import { getMessagesApi } from './get-messages';
import type { MessageRow } from './message-rules';

const LIVE_CHANNEL = 'mensagens';

/** Whether the channel is joined; where it cannot be, the screens refetch on focus and on reconnect instead. */
export type LiveState = 'joining' | 'live' | 'unavailable';

function isMessageRow(value: unknown): value is MessageRow {
  const row = value as Partial<MessageRow> | null;
  return typeof row?.id === 'string' && typeof row.conversation_id === 'string' && typeof row.created_at === 'string';
}

/**
 * The owner's messages as they change, through Supabase Realtime (`postgres_changes` on the owner's own rows,
 * which row-level security authorises): a reply lands in the open thread's cache at once, with no request, and
 * the list and the tab's badge are read again. `userId` also scopes the cache entry the row lands in.
 */
export function useLiveMessages(userId: string | undefined, onState?: (state: LiveState) => void): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return;
    let active = true;
    let leave: (() => void) | undefined;
    void getSupabase().then((client) => {
      if (!active) return;
      if (typeof client.channel !== 'function') {
        onState?.('unavailable');
        return;
      }
      const channel = client
        .channel(LIVE_CHANNEL)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: `owner_id=eq.${userId}` }, (payload: { new?: unknown }) => {
          const row = payload.new;
          if (!isMessageRow(row)) return;
          const patch = getMessagesApi.util.updateQueryData('getMessages', { userId, conversationId: row.conversation_id }, (rows) => {
            const index = rows.findIndex((candidate) => candidate.id === row.id);
            if (index >= 0) rows[index] = row;
            else rows.push(row);
          });
          // The store's dispatch runs thunks; its state type is the portal's, of which the api's slice is a part.
          dispatch(patch as unknown as Parameters<typeof dispatch>[0]);
          dispatch(getMessagesApi.util.invalidateTags([conversationsTag, UNREAD_MESSAGES_TAG]));
        })
        .subscribe((status: string) => {
          if (!active) return;
          if (status === 'SUBSCRIBED') {
            onState?.('live');
            // What arrived before the channel was joined (while the screen loaded) is read once.
            dispatch(getMessagesApi.util.invalidateTags(['Message', conversationsTag]));
          } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') {
            onState?.('unavailable');
          }
        });
      leave = () => void client.removeChannel(channel);
    });
    return () => {
      active = false;
      leave?.();
    };
  }, [userId, dispatch, onState]);
}

/** The thread's cache entry is refreshed when the owner comes back to the page (focus) or the connection returns. */
export const LIVE_FALLBACK = { refetchOnFocus: true, refetchOnReconnect: true } as const;
