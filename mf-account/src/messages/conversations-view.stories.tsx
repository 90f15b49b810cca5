import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ConversationsView } from './conversations-view';
import { STORY_NOW, storyConversations } from './story-messages';

const meta = {
  title: 'Mensagens/Conversas',
  component: ConversationsView,
  args: {
    view: { state: 'ready', conversations: storyConversations },
    properties: [
      { id: 'p1', name: 'Casa da Praia em Búzios' },
      { id: 'p2', name: 'Chalé da Serra' },
    ],
    now: STORY_NOW,
    onOpen: fn(),
    onStart: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ConversationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread replies of the team on top. */
export const Unread: Story = { name: 'Não lidas' };
export const AllRead: Story = { name: 'Todas lidas', args: { view: { state: 'ready', conversations: storyConversations.map((conversation) => ({ ...conversation, unread_count: 0 })) } } };
/** No conversation yet: how the team answers, and in how long. */
export const Empty: Story = { name: 'Vazio', args: { view: { state: 'ready', conversations: [] } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error' } } };
/** 'Nova conversa': 'Geral' or one of the owner's properties. */
export const NewConversation: Story = { name: 'Nova conversa', args: { chooserOpen: true } };
export const LongPreview: Story = {
  name: 'Prévia longa',
  args: {
    view: {
      state: 'ready',
      conversations: [{ ...storyConversations[0]!, property_name: 'Apartamento de frente para o mar com varanda gourmet na Praia Brava', last_message_body: 'Texto longo '.repeat(40) }],
    },
  },
};
