import { act } from '@testing-library/react';
import { useState, type ReactElement } from 'react';

/**
 * An element that renders nothing until `show()`: for a component drawn after something was prepared
 * in the same store (a dashboard widget after its remote's `prepareWidgets`), so a test can check what
 * its first render shows.
 */
export function shownLater(element: ReactElement): { element: ReactElement; show: () => void } {
  let reveal = () => {};
  function ShownLater() {
    const [shown, setShown] = useState(false);
    reveal = () => setShown(true);
    return shown ? element : null;
  }
  return { element: <ShownLater />, show: () => act(() => reveal()) };
}
