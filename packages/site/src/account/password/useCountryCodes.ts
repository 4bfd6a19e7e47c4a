import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { apiAtom, permissionAtom } from '@lobbykit/session';

export interface DialingChoice {
  country: string;
  dialingCode: string;
}

/** The platform's country dialling codes (§7.4 getCountryCode); Japan until they arrive. */
const fallback: DialingChoice[] = [{ country: 'JP', dialingCode: '81' }];

/**
 * Country dialling codes for a phone field, with the visitor's own country (from the permission
 * call's location) chosen first, else the first the platform lists.
 */
export function useCountryCodes() {
  const api = useAtomValue(apiAtom);
  const location = useAtomValue(permissionAtom)?.location;
  const [choices, setChoices] = useState<DialingChoice[]>(fallback);
  useEffect(() => {
    let live = true;
    api.systemCountryCodes().then(
      (value) => {
        if (live && value.countries.length > 0) setChoices(value.countries);
      },
      () => {
        // The fallback stays; the platform checks the number anyway.
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  const preferred = choices.find((c) => c.country === location?.country) ?? choices[0];
  return { choices, preferred: preferred?.dialingCode ?? '81' };
}
