import { useOutboxSender } from './use-message-outbox';

/**
 * Widget 'message-outbox': draws nothing; sends the messages kept unsent from whatever page it is on. The shell
 * mounts it when messages wait and the connection is there (or comes back), so they go out within seconds on any
 * page, not only in their thread.
 */
export function MessageOutboxSender() {
  useOutboxSender();
  return null;
}
