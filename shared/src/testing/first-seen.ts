import { screen } from '@testing-library/react';

/**
 * Resolves with the moment `text` (an element's whole text) first reaches the page, as the DOM reports it. For the
 * timed redirects ('… after 3 s'): a busy machine delays a test's polling by a second or more, never this.
 * Call it before the action that shows the text.
 */
export function firstSeen(text: string): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (screen.queryAllByText(text).length > 0) {
        observer.disconnect();
        resolve(Date.now());
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
