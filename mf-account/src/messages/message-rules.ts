/**
 * The rules of the owner's conversations with the team. The database enforces the limits with the same words
 * (supabase/migrations/0014_messages.sql); the composer checks them first so the owner is told before sending.
 * How many photos a message carries is a business limit (message_max_photos), read with useBusinessLimits().
 */
import { INPUT_LIMITS } from '@portal/shared/domain';

/** The spec's text limit (part 1, constants), the column's check. */
export const MESSAGE_MAX_LENGTH = INPUT_LIMITS.text;
/** A thread shows its newest 50 messages; 'Mensagens anteriores' reads 50 more. */
export const MESSAGES_PAGE_SIZE = 50;
/** When the counter under the composer appears: close enough to the limit to matter. */
export const COUNTER_FROM = 800;

/** How the team answers, and in how long: said where the owner has not written yet. */
export const TEAM_ANSWERS = 'Nossa equipe responde por aqui em até 1 dia útil (segunda a sexta, das 9h às 18h). Você recebe uma notificação quando a resposta chegar.';

export const MESSAGE_TEXTS = {
  title: 'Mensagens',
  subtitle: 'Fale com a equipe sobre suas propriedades, repasses e hóspedes.',
  newConversation: 'Nova conversa',
  chooseSubject: 'Sobre o que você quer falar?',
  start: 'Começar conversa',
  general: 'Geral',
  unnamedProperty: 'Propriedade sem nome',
  noConversations: 'Nenhuma conversa ainda',
  noMessages: 'Nenhuma mensagem ainda',
  threadEmpty: 'Escreva sua primeira mensagem',
  you: 'Você',
  team: 'Equipe',
  photo: 'Foto',
  placeholder: 'Escreva sua mensagem',
  send: 'Enviar',
  camera: 'Câmera',
  gallery: 'Galeria',
  removePhoto: 'Remover foto',
  sending: 'Enviando…',
  sent: 'Enviada',
  read: 'Lida',
  notSent: 'não enviada',
  retry: 'Tentar novamente',
  discard: 'Descartar',
  willSend: 'Será enviada quando a conexão voltar.',
  older: 'Mensagens anteriores',
  back: 'Mensagens',
  loadFailed: 'Erro ao carregar as mensagens',
  notKept: 'Não foi possível guardar a mensagem neste navegador. Tente novamente.',
  openFailed: 'Não foi possível abrir a conversa. Tente novamente.',
  photoOffline: 'Sem conexão: a foto não foi anexada. Tente novamente quando a conexão voltar.',
  photoFailed: (name: string) => `Não foi possível anexar "${name}". Tente novamente.`,
  notImage: (name: string) => `"${name}" não é uma imagem. Envie fotos em JPG, PNG, WEBP ou HEIC.`,
  tooLong: `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`,
  tooManyPhotos: (maxPhotos: number) => `Envie no máximo ${maxPhotos} fotos por mensagem.`,
  empty: 'Escreva uma mensagem ou anexe uma foto.',
} as const;

/** Why a message cannot be sent as it is, or null when it can; `maxPhotos` is the business limit message_max_photos. */
export function messageProblem(body: string, photoCount: number, maxPhotos: number): string | null {
  if (body.length > MESSAGE_MAX_LENGTH) return MESSAGE_TEXTS.tooLong;
  if (photoCount > maxPhotos) return MESSAGE_TEXTS.tooManyPhotos(maxPhotos);
  if (body.trim() === '' && photoCount === 0) return MESSAGE_TEXTS.empty;
  return null;
}

/** A row of `public.messages`. */
export interface MessageRow {
  id: string;
  conversation_id: string;
  owner_id: string;
  author: 'owner' | 'team';
  staff_name: string | null;
  body: string;
  attachments: string[];
  created_at: string;
  read_at: string | null;
}

/** A row of get_conversations(). */
export interface ConversationRow {
  id: string;
  property_id: string | null;
  property_name: string | null;
  last_message_body: string | null;
  last_message_author: 'owner' | 'team' | null;
  last_message_has_photos: boolean | null;
  last_message_at: string | null;
  unread_count: number;
}

export function conversationTitle(conversation: Pick<ConversationRow, 'property_id' | 'property_name'>): string {
  if (conversation.property_id === null) return MESSAGE_TEXTS.general;
  return conversation.property_name?.trim() || MESSAGE_TEXTS.unnamedProperty;
}

/** The list's line under a conversation's title: who wrote last and what. */
export function lastMessagePreview(conversation: Pick<ConversationRow, 'last_message_body' | 'last_message_author' | 'last_message_has_photos'>): string {
  if (conversation.last_message_author === null) return MESSAGE_TEXTS.noMessages;
  const body = (conversation.last_message_body ?? '').replace(/\s+/g, ' ').trim();
  const text = body !== '' ? body : conversation.last_message_has_photos ? `📷 ${MESSAGE_TEXTS.photo}` : '';
  return conversation.last_message_author === 'owner' ? `${MESSAGE_TEXTS.you}: ${text}` : text;
}

// Every date is shown as in Brazil, wherever the phone is set.
const TIME_ZONE = 'America/Sao_Paulo';
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const shortDateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const longDayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });
const longDayWithYearFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The Brazilian calendar day of an instant, 'YYYY-MM-DD'. */
function brazilDay(instant: string | Date): string {
  return dayKeyFormat.format(new Date(instant));
}

function dayDistance(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'Hoje', 'Ontem', 'segunda-feira, 7 de dezembro' (with the year when it is not this year's). */
function daySeparatorLabel(instant: string, now: Date): string {
  const day = brazilDay(instant);
  const today = brazilDay(now);
  const distance = dayDistance(day, today);
  if (distance === 0) return 'Hoje';
  if (distance === 1) return 'Ontem';
  return (day.slice(0, 4) === today.slice(0, 4) ? longDayFormat : longDayWithYearFormat).format(new Date(instant));
}

/** The time of a message, '14:05'. */
export function messageTime(instant: string): string {
  return timeFormat.format(new Date(instant));
}

/** The list's time of a conversation's last message: the time today, 'Ontem', else the date. */
export function conversationTime(instant: string | null, now: Date): string {
  if (!instant) return '';
  const distance = dayDistance(brazilDay(instant), brazilDay(now));
  if (distance <= 0) return messageTime(instant);
  if (distance === 1) return 'Ontem';
  return shortDateFormat.format(new Date(instant));
}

/** Where an outgoing message stands, as the thread shows it under the bubble. */
export type DeliveryState = 'sending' | 'failed' | 'sent' | 'read';

/** A message as the thread shows it: stored ones, and the owner's still in the outbox. */
export interface ThreadMessage {
  id: string;
  author: 'owner' | 'team';
  staffName: string | null;
  body: string;
  attachments: string[];
  createdAt: string;
  /** Outgoing only. */
  delivery: DeliveryState | null;
  /** Why the backend refused it, when it did. */
  reason?: string;
}

/** An owner's message not yet stored, as the outbox keeps it. */
export interface UnsentMessage {
  id: string;
  conversationId: string;
  body: string;
  attachments: string[];
  createdAt: string;
  state: 'pending' | 'refused';
  attempts: number;
  reason?: string;
}

function fromRow(row: MessageRow): ThreadMessage {
  return {
    id: row.id,
    author: row.author,
    staffName: row.author === 'team' ? row.staff_name?.trim() || MESSAGE_TEXTS.team : null,
    body: row.body,
    attachments: row.attachments ?? [],
    createdAt: row.created_at,
    delivery: row.author === 'owner' ? (row.read_at ? 'read' : 'sent') : null,
  };
}

/**
 * An unsent message is 'sending' while it waits its first try with the connection up; after a failed try, while
 * offline or once the backend refused it, it is 'não enviada' (and still goes out by itself unless refused).
 */
function unsentDelivery(message: Pick<UnsentMessage, 'state' | 'attempts'>, online: boolean): DeliveryState {
  return message.state === 'pending' && message.attempts === 0 && online ? 'sending' : 'failed';
}

/**
 * The thread, oldest first: the stored messages and, after them in the order they were written, the owner's
 * messages still waiting (one already stored — sent by another tab — shows once, as stored).
 */
export function threadMessages(rows: readonly MessageRow[], unsent: readonly UnsentMessage[], online: boolean): ThreadMessage[] {
  const stored = rows.map(fromRow);
  const storedIds = new Set(stored.map((message) => message.id));
  const waiting = unsent
    .filter((message) => !storedIds.has(message.id))
    .map<ThreadMessage>((message) => ({
      id: message.id,
      author: 'owner',
      staffName: null,
      body: message.body,
      attachments: message.attachments,
      createdAt: message.createdAt,
      delivery: unsentDelivery(message, online),
      ...(message.reason ? { reason: message.reason } : {}),
    }));
  const byTime = (a: ThreadMessage, b: ThreadMessage) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return [...stored.sort(byTime), ...waiting.sort(byTime)];
}

export type ThreadItem = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: ThreadMessage };

/** The thread with a separator before the first message of each Brazilian day. */
export function withDaySeparators(messages: readonly ThreadMessage[], now: Date): ThreadItem[] {
  const items: ThreadItem[] = [];
  let lastDay: string | null = null;
  for (const message of messages) {
    const day = brazilDay(message.createdAt);
    if (day !== lastDay) {
      items.push({ kind: 'day', key: `day-${day}`, label: daySeparatorLabel(message.createdAt, now) });
      lastDay = day;
    }
    items.push({ kind: 'message', key: message.id, message });
  }
  return items;
}

/**
 * Where a photo of a message is stored: under the owner's folder and the conversation's, as the bucket's
 * policies and the messages' check require; its thumbnail beside it.
 */
export function messagePhotoPaths(ownerId: string, conversationId: string, photoId: string): { path: string; thumbnailPath: string } {
  const folder = `${ownerId}/${conversationId}`;
  return { path: `${folder}/${photoId}.jpg`, thumbnailPath: `${folder}/${photoId}.thumb.jpg` };
}

/** The thumbnail stored beside a message's photo. */
export function thumbnailPathOf(path: string): string {
  return path.replace(/\.jpg$/, '.thumb.jpg');
}
