import { forgetDrafts } from '../messages/message-drafts';
import { forgetMessagesOf } from '../messages/message-outbox';
import { forgetDerivedMarks } from '../notifications/use-derived-marks';

/**
 * What this app kept in the browser for an owner whose account is now deleted — drafts of messages, messages not
 * sent, marks of derived notifications — goes with the account: the owner's words do not outlive it on the device.
 */
export function forgetOwnerData(storage: Storage, userId: string): void {
  forgetDrafts(storage, userId);
  try {
    forgetMessagesOf(storage, userId);
    forgetDerivedMarks(storage, userId);
  } catch {
    // A browser that refuses storage keeps nothing to forget.
  }
}
