import type { ConversationRow, ThreadMessage } from './message-rules';

/** The conversations and threads the stories show, around one fixed moment. */
export const STORY_NOW = new Date('2026-12-07T18:00:00Z');
const at = (hoursAgo: number) => new Date(STORY_NOW.getTime() - hoursAgo * 3_600_000).toISOString();

export const storyConversations: ConversationRow[] = [
  { id: 'c2', property_id: 'p1', property_name: 'Casa da Praia em Búzios', last_message_body: 'Oi! O técnico passa amanhã às 10h para ver a geladeira.', last_message_author: 'team', last_message_has_photos: false, last_message_at: at(0.5), unread_count: 2 },
  { id: 'c1', property_id: null, property_name: null, last_message_body: 'Quando cai o repasse de novembro?', last_message_author: 'owner', last_message_has_photos: false, last_message_at: at(27), unread_count: 0 },
  { id: 'c3', property_id: 'p2', property_name: 'Chalé da Serra', last_message_body: '', last_message_author: 'owner', last_message_has_photos: true, last_message_at: at(24 * 9), unread_count: 0 },
];

const message = (fields: Partial<ThreadMessage> & Pick<ThreadMessage, 'id' | 'body'>): ThreadMessage => ({ author: 'owner', staffName: null, attachments: [], createdAt: at(1), delivery: 'sent', ...fields });

export const storyThread: ThreadMessage[] = [
  message({ id: 'm1', body: 'Oi, a geladeira da casa parou de gelar ontem à noite. Os hóspedes chegam sexta.', createdAt: at(26), delivery: 'read' }),
  message({ id: 'm2', author: 'team', staffName: 'Marina', body: 'Oi! Obrigada por avisar. Vou chamar o técnico e te retorno ainda hoje.', createdAt: at(25.5), delivery: null }),
  message({ id: 'm3', author: 'team', staffName: 'Marina', body: 'O técnico passa amanhã às 10h para ver a geladeira.', createdAt: at(0.5), delivery: null }),
  message({ id: 'm4', body: 'Perfeito, obrigado!', createdAt: at(0.2), delivery: 'sent' }),
];

const STORY_PHOTO = 'u1/c2/f1.jpg';

// A small drawing in place of a photo: stories run without a backend.
const SVG_PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#cfe3dc"/><rect x="110" y="40" width="100" height="170" rx="8" fill="#f4f7f6" stroke="#5b6b67" stroke-width="4"/><line x1="110" y1="110" x2="210" y2="110" stroke="#5b6b67" stroke-width="4"/></svg>')}`;

export const storyPhotos = { full: { [STORY_PHOTO]: SVG_PHOTO }, thumbnails: { [STORY_PHOTO]: SVG_PHOTO } };
export const storyPhotoMessage = message({ id: 'm5', body: 'A etiqueta da geladeira, se ajudar.', attachments: [STORY_PHOTO], createdAt: at(0.1) });
