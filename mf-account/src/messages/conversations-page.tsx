import { useMemo } from 'react';
import { useGetPropertiesQuery } from '@portal/shared/api';
import { useNavigate } from '@portal/shared/router';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { paths } from '../paths';
import { ConversationsView, type ConversationsState } from './conversations-view';
import { useGetConversationsQuery } from './get-conversations';
import { conversationTitle, MESSAGE_TEXTS } from './message-rules';
import { useOpenConversationMutation } from './open-conversation';
import { LIVE_FALLBACK, useLiveMessages } from './use-live-messages';

/** `/mensagens`. */
export function ConversationsPage() {
  const userId = useAppSelector(selectSessionUser)?.id;
  const navigate = useNavigate();
  const conversations = useGetConversationsQuery(userId ?? '', { skip: !userId, ...LIVE_FALLBACK });
  const properties = useGetPropertiesQuery(userId ?? '', { skip: !userId });
  const [openConversation, opening] = useOpenConversationMutation();
  useLiveMessages(userId);

  const view: ConversationsState = conversations.data ? { state: 'ready', conversations: conversations.data } : conversations.isError ? { state: 'error' } : { state: 'loading' };
  // A draft is not yet a property the team manages: conversations are about the finished ones.
  const choices = useMemo(() => (properties.data ?? []).filter((property) => !property.is_draft).map((property) => ({ id: property.id, name: conversationTitle({ property_id: property.id, property_name: property.property_name }) })), [properties.data]);

  return (
    <ConversationsView
      view={view}
      properties={choices}
      now={new Date()}
      onOpen={(id) => navigate(paths.thread.getHref(id))}
      onRetry={() => void conversations.refetch()}
      starting={opening.isLoading}
      onStart={(propertyId) => {
        openConversation({ propertyId })
          .unwrap()
          .then((id) => navigate(paths.thread.getHref(id)))
          .catch((error: { code?: string; message?: string }) => {
            toast.show({ title: MESSAGE_TEXTS.newConversation, description: error.code === 'P0001' && error.message ? error.message : MESSAGE_TEXTS.openFailed, variant: 'error' });
          });
      }}
    />
  );
}
