import { toUnreadCount } from './message-queries';

describe('the unread count of the Mensagens badge, as the RPC answers it', () => {
  it.each([
    [3, 3],
    ['12', 12],
    [[{ get_unread_message_count: 2 }], 2],
    [{ get_unread_message_count: '5' }, 5],
    [0, 0],
    [null, 0],
    [-1, 0],
    ['não', 0],
  ])('%j reads as %i', (value, expected) => {
    expect(toUnreadCount(value)).toBe(expected);
  });
});
