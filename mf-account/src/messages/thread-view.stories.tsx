import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SPEC_BUSINESS_LIMITS } from '@portal/shared/testing';
import { Composer } from './composer';
import { MESSAGE_MAX_LENGTH } from './message-rules';
import { STORY_NOW, storyPhotoMessage, storyPhotos, storyThread } from './story-messages';
import { ThreadView } from './thread-view';

const composer = (props: Partial<Parameters<typeof Composer>[0]> = {}) => (
  <Composer text="" onTextChange={fn()} photos={[]} onAttach={fn()} onRemovePhoto={fn()} onSend={fn()} problem={null} maxPhotos={SPEC_BUSINESS_LIMITS.messageMaxPhotos} {...props} />
);

const meta = {
  title: 'Mensagens/Conversa',
  component: ThreadView,
  args: {
    title: 'Casa da Praia em Búzios',
    view: { state: 'ready', messages: storyThread },
    photos: { full: {}, thumbnails: {} },
    now: STORY_NOW,
    onBack: fn(),
    onReload: fn(),
    onRetry: fn(),
    onDiscard: fn(),
    composer: composer(),
  },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ThreadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yesterday's and today's messages, the team's with its name, the owner's read and sent. */
export const Conversation: Story = { name: 'Conversa' };
/** Nothing written yet: how the team answers, and in how long. */
export const Empty: Story = { name: 'Vazio', args: { title: 'Geral', view: { state: 'ready', messages: [] } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const Sending: Story = { name: 'Enviando', args: { view: { state: 'ready', messages: [...storyThread, { ...storyThread[3]!, id: 'm9', body: 'Vou deixar a chave na portaria.', createdAt: STORY_NOW.toISOString(), delivery: 'sending' }] } } };
/** Sent offline: 'não enviada', sent again by itself when the connection returns, or with 'Tentar novamente'. */
export const NotSent: Story = { name: 'Não enviada', args: { view: { state: 'ready', messages: [...storyThread, { ...storyThread[3]!, id: 'm9', body: 'Vou deixar a chave na portaria.', createdAt: STORY_NOW.toISOString(), delivery: 'failed' }] } } };
/** The backend refused it: its reason, 'Tentar novamente' and 'Descartar'. */
export const Refused: Story = { name: 'Recusada', args: { view: { state: 'ready', messages: [{ ...storyThread[3]!, id: 'm9', delivery: 'failed', reason: 'Conversa não encontrada.' }] } } };
export const WithPhotos: Story = { name: 'Com fotos', args: { view: { state: 'ready', messages: [...storyThread, storyPhotoMessage] }, photos: storyPhotos } };
export const LongText: Story = { name: 'Texto longo', args: { view: { state: 'ready', messages: [{ ...storyThread[0]!, body: 'Uma mensagem bem longa, com detalhes do problema. '.repeat(19).slice(0, MESSAGE_MAX_LENGTH) }] }, composer: composer({ text: 'x'.repeat(950) }) } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'ready', messages: [], loadFailed: true } } };
/** The composer with a photo attached and another being prepared. */
export const ComposerWithPhotos: Story = {
  name: 'Mensagem com fotos',
  args: {
    composer: composer({
      text: 'Seguem as fotos da geladeira.',
      photos: [
        { key: 'a', name: 'geladeira.jpg', state: 'ready', previewUrl: storyPhotos.thumbnails['u1/c2/f1.jpg'] },
        { key: 'b', name: 'etiqueta.jpg', state: 'uploading' },
      ],
    }),
  },
};
export const ComposerProblem: Story = { name: 'Problema na mensagem', args: { composer: composer({ problem: 'Escreva uma mensagem ou anexe uma foto.' }) } };
