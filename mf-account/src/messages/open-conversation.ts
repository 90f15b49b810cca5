import { api } from '@portal/shared/api';
import { conversationsTag } from './get-conversations';

/**
 * The owner's conversation about a property, or the general one ('Geral', no property): the database answers the
 * one that exists or makes it, so choosing 'Nova conversa' twice for one property opens the same thread.
 */
const openConversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    openConversation: build.mutation<string, { propertyId: string | null }>({
      query:
        ({ propertyId }) =>
        (client) =>
          client.rpc('open_conversation', { p_property_id: propertyId }),
      invalidatesTags: (_id, error) => (error ? [] : [conversationsTag]),
    }),
  }),
});

export const { useOpenConversationMutation } = openConversationApi;
