import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { apiAtom, permissionAtom } from '@lobbykit/session';

export interface DialingChoice {
  country: string;
  dialingCode: string;
}

/**
 * Country dialling codes for a phone field (systemCountryCodes, §7.4 getCountryCode). The
 * visitor's own country (permission call location) comes first when the platform knows it.
 */
export function useDialingCodes() {
  const api = useAtomValue(apiAtom);
  const country = useAtomValue(permissionAtom)?.location.country;
  const [choices, setChoices] = useState<DialingChoice[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.systemCountryCodes().then(
      (value) => {
        if (live) setChoices(value.countries);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  const preferred = choices.find((c) => c.country === country) ?? choices[0] ?? null;
  return { choices, preferred, failed };
}

/**
 * The select's options, valued by country (several countries share a code, e.g. +1), labelled
 * "+81 JP".
 */
export function dialingOptions(choices: readonly DialingChoice[]) {
  return choices.map((c) => ({ value: c.country, label: `+${c.dialingCode} ${c.country}` }));
}
