import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentType } from '@portal/shared/domain';
import { DOCUMENT_CHECK_DELAY_MS, documentCheckResult, type DocumentCheck, IDLE_CHECK, shouldCheckDocument } from './document-check';

/**
 * The document's live check (spec part 1 §4): on blur at full length a checking state for 800 ms, then valid or
 * invalid; editing the number or changing its type resets it.
 */
export function useDocumentCheck(initial: DocumentCheck = IDLE_CHECK) {
  const [check, setCheck] = useState<DocumentCheck>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setCheck(IDLE_CHECK);
  }, []);

  const checkOnBlur = useCallback((type: DocumentType, value: string) => {
    clearTimeout(timer.current);
    if (!shouldCheckDocument(type, value)) {
      setCheck(IDLE_CHECK);
      return;
    }
    setCheck({ status: 'checking' });
    timer.current = setTimeout(() => setCheck(documentCheckResult(type, value)), DOCUMENT_CHECK_DELAY_MS);
  }, []);

  return { check, checkOnBlur, reset };
}
