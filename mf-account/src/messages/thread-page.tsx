import { useEffect, useMemo, useRef, useState } from 'react';
import { useBusinessLimits } from '@portal/shared/api';
import { newClientId, useBrowserOnline } from '@portal/shared/outbox';
import { useNavigate, useParams } from '@portal/shared/router';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { Button, Result } from '@portal/shared/ui';
import { paths } from '../paths';
import type { ComposerPhoto } from './composer';
import { Composer } from './composer';
import { useGetConversationsQuery } from './get-conversations';
import { useGetMessagePhotosQuery } from './get-message-photos';
import { useGetMessagesQuery, useLoadOlderMessagesMutation } from './get-messages';
import { useMarkConversationReadMutation } from './mark-conversation-read';
import { readDraft, writeDraft } from './message-drafts';
import { conversationTitle, MESSAGE_TEXTS, MESSAGES_PAGE_SIZE, messageProblem, threadMessages } from './message-rules';
import { ThreadView, type ThreadState } from './thread-view';
import { uploadMessagePhoto } from './upload-message-photo';
import { LIVE_FALLBACK, useLiveMessages } from './use-live-messages';
import { useConversationOutbox, useOutboxSender } from './use-message-outbox';

const NO_PHOTOS = { full: {}, thumbnails: {} };

function browserStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface AttachedPhoto extends ComposerPhoto {
  path?: string;
}

/** The composer's own state: the draft kept across reloads, the photos attached, and why a send was refused. */
function useComposer(userId: string, conversationId: string, queue: (message: { id: string; body: string; attachments: string[] }) => boolean) {
  const [text, setText] = useState(() => readDraft(browserStorage(), userId, conversationId));
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const limits = useBusinessLimits().data;
  const changeText = (next: string) => {
    setText(next);
    setProblem(null);
    writeDraft(browserStorage(), userId, conversationId, next);
  };
  const attach = (files: File[]) => {
    // The size a photo must fit and how many a message carries come with the business limits (read once per
    // session); without them, no photo can be checked.
    if (limits === undefined) {
      setProblem(MESSAGE_TEXTS.photoOffline);
      return;
    }
    const room = limits.messageMaxPhotos - photos.length;
    if (files.length > room) setProblem(MESSAGE_TEXTS.tooManyPhotos(limits.messageMaxPhotos));
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = newClientId();
      setPhotos((current) => [...current, { key, name: file.name, state: 'uploading' }]);
      void uploadMessagePhoto({ file, userId, conversationId, maxBytes: limits.photoMaxBytes }).then((outcome) => {
        if (!outcome.ok) {
          setPhotos((current) => current.filter((photo) => photo.key !== key));
          setProblem(outcome.message);
          return;
        }
        const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(outcome.thumbnail) : undefined;
        if (previewUrl) previews.current.add(previewUrl);
        setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, state: 'ready', path: outcome.path, previewUrl } : photo)));
      });
    }
  };
  const send = () => {
    const attachments = photos.flatMap((photo) => (photo.path ? [photo.path] : []));
    // Photos are attached only once the limits are read; a text alone needs none of them.
    const refused = messageProblem(text, attachments.length, limits?.messageMaxPhotos ?? attachments.length);
    if (refused) {
      setProblem(refused);
      return;
    }
    if (!queue({ id: newClientId(), body: text.trim(), attachments })) {
      setProblem(MESSAGE_TEXTS.notKept);
      return;
    }
    changeText('');
    setPhotos([]);
  };
  return { text, changeText, photos, attach, remove: (key: string) => setPhotos((current) => current.filter((photo) => photo.key !== key)), send, problem, maxPhotos: limits?.messageMaxPhotos };
}

/** `/mensagens/{id}`. */
export function ThreadPage() {
  const { id: conversationId = '' } = useParams();
  const userId = useAppSelector(selectSessionUser)?.id ?? '';
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const args = { userId, conversationId };
  const messages = useGetMessagesQuery(args, { skip: !userId, ...LIVE_FALLBACK });
  const conversations = useGetConversationsQuery(userId, { skip: !userId });
  const [loadOlder, olderRequest] = useLoadOlderMessagesMutation();
  const [olderExhausted, setOlderExhausted] = useState(false);
  const [markRead] = useMarkConversationReadMutation();
  useLiveMessages(userId || undefined);
  useOutboxSender();
  const outbox = useConversationOutbox(userId, conversationId);
  const composer = useComposer(userId, conversationId, outbox.queue);

  const thread = useMemo(() => threadMessages(messages.data ?? [], outbox.unsent, online), [messages.data, outbox.unsent, online]);
  const photoPaths = useMemo(() => [...new Set(thread.flatMap((message) => message.attachments))].sort(), [thread]);
  const photos = useGetMessagePhotosQuery(photoPaths, { skip: photoPaths.length === 0 });

  // The team's messages are read once they are on the screen the owner looks at.
  const newestUnread = (messages.data ?? []).findLast((row) => row.author === 'team' && row.read_at === null)?.id;
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!userId || !newestUnread || marked.current === newestUnread) return;
    const mark = () => {
      if (document.visibilityState === 'hidden' || marked.current === newestUnread) return;
      marked.current = newestUnread;
      void markRead({ userId, conversationId });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [userId, conversationId, newestUnread, markRead]);

  const conversation = conversations.data?.find((candidate) => candidate.id === conversationId);
  // A conversation just opened is in the list once it is read again: not found only when the list is current.
  if (conversations.data && !conversations.isFetching && !conversation) {
    return (
      <Result
        status="404"
        title="Conversa não encontrada"
        subTitle="Esta conversa não existe ou não é sua."
        extra={
          <Button type="primary" onClick={() => navigate(paths.messages.getHref())}>
            {MESSAGE_TEXTS.back}
          </Button>
        }
      />
    );
  }

  // The owner's unsent messages show at once, even while the stored ones are still being read (offline, retrying).
  const view: ThreadState = messages.data || messages.isError || outbox.unsent.length > 0 ? { state: 'ready', messages: thread, loadFailed: messages.isError && !messages.data } : { state: 'loading' };
  const oldest = messages.data?.[0]?.created_at;
  const mayHaveOlder = !olderExhausted && (messages.data?.length ?? 0) >= MESSAGES_PAGE_SIZE;

  return (
    <ThreadView
      title={conversation ? conversationTitle(conversation) : MESSAGE_TEXTS.title}
      view={view}
      photos={photos.data ?? NO_PHOTOS}
      now={new Date()}
      onBack={() => navigate(paths.messages.getHref())}
      onReload={() => void messages.refetch()}
      onRetry={outbox.retry}
      onDiscard={outbox.discard}
      loadingOlder={olderRequest.isLoading}
      onLoadOlder={
        mayHaveOlder && oldest
          ? () =>
              void loadOlder({ ...args, before: oldest })
                .unwrap()
                .then((older) => older.length < MESSAGES_PAGE_SIZE && setOlderExhausted(true))
                .catch(() => undefined)
          : undefined
      }
      composer={<Composer text={composer.text} onTextChange={composer.changeText} photos={composer.photos} onAttach={composer.attach} onRemovePhoto={composer.remove} onSend={composer.send} problem={composer.problem} maxPhotos={composer.maxPhotos} />}
    />
  );
}
