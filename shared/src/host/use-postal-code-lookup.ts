import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppConfig } from './app-config-context';
import { addressFieldsToFill, lookUpPostalCode, postalCodeToLookUp, type PostalAddress } from '@portal/shared/domain';

/**
 * Runs the CEP lookup when the field reaches 8 digits and hands the found address to `onFound`.
 * `searching` disables the CEP field and shows 'Buscando endereço...'. Failures are only logged
 * (spec part 1 §5): the owner types the address by hand.
 */
export function usePostalCodeLookup(onFound: (fields: Partial<PostalAddress>) => void) {
  const { postalCodeUrl } = useAppConfig();
  const [searching, setSearching] = useState(false);
  const lastLookedUp = useRef<string | null>(null);
  const mounted = useRef(true);
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onPostalCodeChange = useCallback(
    (cep: string) => {
      const digits = postalCodeToLookUp(cep);
      if (!digits) {
        lastLookedUp.current = null;
        return;
      }
      // Typing the same CEP again (or a re-render) does not search twice.
      if (digits === lastLookedUp.current) return;
      lastLookedUp.current = digits;
      setSearching(true);
      lookUpPostalCode(postalCodeUrl, digits)
        .then((address) => {
          if (address && mounted.current) found.current(addressFieldsToFill(address));
        })
        .catch((error: unknown) => console.warn('Consulta de CEP falhou', error))
        .finally(() => {
          if (mounted.current) setSearching(false);
        });
    },
    [postalCodeUrl],
  );

  return { searching, onPostalCodeChange };
}
