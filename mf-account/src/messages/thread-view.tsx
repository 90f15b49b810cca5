import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Empty, fontSize, iconSize, LoadFailedAlert, Modal, Page, palette, radius, Skeleton, tones, Typography } from '@portal/shared/ui';
import { CheckOutlined, ClockCircleOutlined, ExclamationCircleOutlined, MessageOutlined } from '@portal/shared/icons';
import { COMPOSER_STICKY_BOTTOM } from './composer';
import type { MessagePhotoUrls } from './get-message-photos';
import { MESSAGE_TEXTS, messageTime, TEAM_ANSWERS, withDaySeparators, type ThreadMessage } from './message-rules';

/**
 * 'ready' with `loadFailed` when the stored messages could not be read (offline after a reload): the owner's
 * unsent messages still show, with the way to try reading again.
 */
export type ThreadState = { state: 'loading' } | { state: 'ready'; messages: ThreadMessage[]; loadFailed?: boolean };

interface Props {
  title: string;
  view: ThreadState;
  photos: MessagePhotoUrls;
  now: Date;
  onBack: () => void;
  onReload: () => void;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  /** 'Mensagens anteriores', when the thread has more than it shows. */
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  composer: ReactNode;
}

function Delivery({ message, onRetry, onDiscard }: { message: ThreadMessage; onRetry: (id: string) => void; onDiscard: (id: string) => void }) {
  const time = messageTime(message.createdAt);
  switch (message.delivery) {
    case 'sending':
      return (
        <>
          {time} · <ClockCircleOutlined aria-hidden /> {MESSAGE_TEXTS.sending}
        </>
      );
    case 'sent':
      return (
        <>
          {time} · <CheckOutlined aria-hidden /> {MESSAGE_TEXTS.sent}
        </>
      );
    case 'read':
      return (
        <>
          {time} · <CheckOutlined aria-hidden style={{ color: palette.brand }} /> {MESSAGE_TEXTS.read}
        </>
      );
    case 'failed':
      return (
        <span role="status" style={{ color: palette.danger }}>
          <ExclamationCircleOutlined aria-hidden /> {MESSAGE_TEXTS.notSent}
          {message.reason ? `: ${message.reason}` : ` · ${MESSAGE_TEXTS.willSend}`}{' '}
          <Button type="link" size="small" onClick={() => onRetry(message.id)}>
            {MESSAGE_TEXTS.retry}
          </Button>
          {message.reason && (
            <Button type="link" size="small" danger onClick={() => onDiscard(message.id)}>
              {MESSAGE_TEXTS.discard}
            </Button>
          )}
        </span>
      );
    default:
      return <>{time}</>;
  }
}

function Bubble({ message, photos, onOpenPhoto, onRetry, onDiscard }: { message: ThreadMessage; photos: MessagePhotoUrls; onOpenPhoto: (path: string) => void; onRetry: (id: string) => void; onDiscard: (id: string) => void }) {
  const mine = message.author === 'owner';
  return (
    <li
      data-author={message.author}
      data-delivery={message.delivery ?? undefined}
      aria-label={mine ? `${MESSAGE_TEXTS.you}: ${message.body}` : `${message.staffName}: ${message.body}`}
      style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', margin: '6px 0' }}
    >
      <div style={{ maxWidth: '85%', padding: '8px 12px', borderRadius: 14, borderBottomRightRadius: mine ? 4 : 14, borderBottomLeftRadius: mine ? 14 : 4, background: mine ? tones.brand.background : palette.surface, border: `1px solid ${mine ? tones.brand.border : palette.border}` }}>
        {!mine && (
          <Typography.Text strong style={{ display: 'block', fontSize: fontSize.note, color: palette.brand }}>
            {message.staffName}
          </Typography.Text>
        )}
        {message.attachments.length > 0 && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, margin: '4px 0' }}>
            {message.attachments.map((path, index) => {
              const thumbnail = photos.thumbnails[path];
              return (
                <button key={path} type="button" onClick={() => onOpenPhoto(path)} aria-label={`Abrir foto ${index + 1}`} style={{ width: 96, height: 96, padding: 0, border: 0, borderRadius: radius.small, overflow: 'hidden', background: palette.divider, cursor: 'pointer' }}>
                  {thumbnail && <img src={thumbnail} alt={`Foto ${index + 1}`} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
                </button>
              );
            })}
          </div>
        )}
        {message.body !== '' && <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</div>}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: fontSize.caption, marginTop: 2 }}>
        <Delivery message={message} onRetry={onRetry} onDiscard={onDiscard} />
      </Typography.Text>
    </li>
  );
}

/** `/mensagens/{id}`: a conversation, newest at the bottom, with a separator for each day, and the composer under it. */
export function ThreadView({ title, view, photos, now, onBack, onReload, onRetry, onDiscard, onLoadOlder, loadingOlder = false, composer }: Props) {
  const [photo, setPhoto] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const lastId = view.state === 'ready' ? view.messages.at(-1)?.id : undefined;
  useEffect(() => {
    // The newest message is at the bottom: it is what the owner sees when the thread opens or a message arrives.
    // Older messages put in front ('Mensagens anteriores') change no newest one: the owner stays where they read.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  return (
    <Page title={title} back={{ label: MESSAGE_TEXTS.back, onClick: onBack }}>
      {view.state === 'loading' && (
        <Card size="small" aria-busy="true" aria-label="Carregando mensagens">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      )}
      {view.state === 'ready' && view.loadFailed && <LoadFailedAlert title={MESSAGE_TEXTS.loadFailed} onRetry={onReload} />}
      {view.state === 'ready' && !view.loadFailed && view.messages.length === 0 && (
        <Empty
          image={<MessageOutlined style={{ fontSize: iconSize.huge, color: palette.textDisabled }} aria-hidden />}
          description={
            <>
              <Typography.Text strong>{MESSAGE_TEXTS.threadEmpty}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{TEAM_ANSWERS}</Typography.Text>
            </>
          }
        />
      )}
      {view.state === 'ready' && view.messages.length > 0 && (
        <>
          {onLoadOlder && (
            <div style={{ textAlign: 'center' }}>
              <Button type="link" loading={loadingOlder} onClick={onLoadOlder}>
                {MESSAGE_TEXTS.older}
              </Button>
            </div>
          )}
          <ol aria-label="Mensagens da conversa" aria-live="polite" style={{ margin: 0, padding: 0 }}>
            {withDaySeparators(view.messages, now).map((item) =>
              item.kind === 'day' ? (
                <li key={item.key} style={{ listStyle: 'none', textAlign: 'center', margin: '12px 0 4px' }}>
                  <div role="separator" aria-label={item.label}>
                    <Typography.Text type="secondary" style={{ fontSize: fontSize.caption, padding: '2px 10px', borderRadius: radius.control, background: palette.divider }}>
                      {item.label}
                    </Typography.Text>
                  </div>
                </li>
              ) : (
                <Bubble key={item.key} message={item.message} photos={photos} onOpenPhoto={setPhoto} onRetry={onRetry} onDiscard={onDiscard} />
              ),
            )}
          </ol>
        </>
      )}
      {composer}
      {/* Below the composer, kept clear of the bottom bar: brought to the screen's foot, it puts the composer in its own
          place under the newest message instead of over it. */}
      <div ref={end} style={{ scrollMarginBottom: COMPOSER_STICKY_BOTTOM + 8 }} />
      <Modal open={photo !== null} onCancel={() => setPhoto(null)} footer={null} title="Foto" width={720} destroyOnHidden>
        {photo && photos.full[photo] && <img src={photos.full[photo]} alt="Foto em tamanho original" style={{ width: '100%', height: 'auto' }} />}
      </Modal>
    </Page>
  );
}
