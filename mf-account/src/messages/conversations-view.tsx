import { useState } from 'react';
import { Badge, Button, Card, controlHeight, Empty, fontSize, iconSize, LoadFailedAlert, Modal, Page, palette, Radio, Skeleton, Typography } from '@portal/shared/ui';
import { MessageOutlined, PlusOutlined, RightOutlined } from '@portal/shared/icons';
import { conversationTime, conversationTitle, lastMessagePreview, MESSAGE_TEXTS, TEAM_ANSWERS, type ConversationRow } from './message-rules';

export type ConversationsState = { state: 'loading' } | { state: 'error' } | { state: 'ready'; conversations: ConversationRow[] };

export interface PropertyChoice {
  id: string;
  name: string;
}

interface Props {
  view: ConversationsState;
  /** The owner's properties a conversation can be about, besides 'Geral'. */
  properties: PropertyChoice[];
  now: Date;
  onOpen: (conversationId: string) => void;
  /** 'Nova conversa': null is 'Geral'. */
  onStart: (propertyId: string | null) => void;
  starting?: boolean;
  onRetry: () => void;
  /** Stories show the chooser open. */
  chooserOpen?: boolean;
}

const GENERAL = 'geral';
/** Each subject a fingertip (44 px) tall: the radio's own line is 23 px. */
const CHOICE = { minHeight: controlHeight.touch, alignItems: 'center' } as const;

function ConversationItem({ conversation, now, onOpen }: { conversation: ConversationRow; now: Date; onOpen: (id: string) => void }) {
  const title = conversationTitle(conversation);
  const unread = conversation.unread_count;
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        onClick={() => onOpen(conversation.id)}
        style={{ display: 'flex', width: '100%', gap: 12, alignItems: 'center', padding: '12px 16px', border: 0, borderBottom: `1px solid ${palette.border}`, background: 'none', textAlign: 'left', cursor: 'pointer', font: 'inherit' }}
      >
        <MessageOutlined style={{ fontSize: iconSize.medium, color: palette.brand }} aria-hidden />
        <span style={{ flex: 1, minWidth: 0 }}>
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            {/* The property's whole name, on two lines if need be ('Casa da Praia em Búz…' did not say which house). */}
            <Typography.Text strong={unread > 0} style={{ minWidth: 0, overflowWrap: 'break-word' }}>
              {title}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: fontSize.caption, flex: 'none' }}>
              {conversationTime(conversation.last_message_at, now)}
            </Typography.Text>
          </span>
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
            <Typography.Text type="secondary" ellipsis style={{ fontWeight: unread > 0 ? 600 : 400 }}>
              {lastMessagePreview(conversation)}
            </Typography.Text>
            <Badge count={unread} aria-label={unread === 1 ? '1 mensagem não lida' : `${unread} mensagens não lidas`} color={palette.brand} />
          </span>
        </span>
        <RightOutlined style={{ color: palette.textSecondary }} aria-hidden />
      </button>
    </li>
  );
}

/** `/mensagens`: the owner's conversations with the team, newest activity first, and 'Nova conversa'. */
export function ConversationsView({ view, properties, now, onOpen, onStart, starting = false, onRetry, chooserOpen = false }: Props) {
  const [choosing, setChoosing] = useState(chooserOpen);
  const [choice, setChoice] = useState<string>(GENERAL);
  const start = () => onStart(choice === GENERAL ? null : choice);

  return (
    <Page
      title={MESSAGE_TEXTS.title}
      subtitle={MESSAGE_TEXTS.subtitle}
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setChoosing(true)}>
          {MESSAGE_TEXTS.newConversation}
        </Button>
      }
    >
      {view.state === 'loading' && (
        <Card size="small" aria-busy="true" aria-label="Carregando conversas">
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      )}
      {view.state === 'error' && <LoadFailedAlert title={MESSAGE_TEXTS.loadFailed} onRetry={onRetry} />}
      {view.state === 'ready' && view.conversations.length === 0 && (
        <Card size="small">
          <Empty
            image={<MessageOutlined style={{ fontSize: iconSize.huge, color: palette.textDisabled }} aria-hidden />}
            description={
              <>
                <Typography.Text strong>{MESSAGE_TEXTS.noConversations}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{TEAM_ANSWERS}</Typography.Text>
              </>
            }
          >
            <Button type="primary" onClick={() => setChoosing(true)}>
              {MESSAGE_TEXTS.newConversation}
            </Button>
          </Empty>
        </Card>
      )}
      {view.state === 'ready' && view.conversations.length > 0 && (
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <ul aria-label="Conversas" style={{ margin: 0, padding: 0 }}>
            {view.conversations.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} now={now} onOpen={onOpen} />
            ))}
          </ul>
        </Card>
      )}

      <Modal
        open={choosing}
        title={MESSAGE_TEXTS.newConversation}
        onCancel={() => setChoosing(false)}
        onOk={start}
        okText={MESSAGE_TEXTS.start}
        cancelText="Cancelar"
        confirmLoading={starting}
        destroyOnHidden
      >
        <Typography.Paragraph>{MESSAGE_TEXTS.chooseSubject}</Typography.Paragraph>
        <Radio.Group value={choice} onChange={(event) => setChoice(String(event.target.value))} style={{ display: 'flex', flexDirection: 'column' }}>
          <Radio value={GENERAL} style={CHOICE}>
            {MESSAGE_TEXTS.general}
          </Radio>
          {properties.map((property) => (
            <Radio key={property.id} value={property.id} style={CHOICE}>
              {property.name}
            </Radio>
          ))}
        </Radio.Group>
      </Modal>
    </Page>
  );
}
