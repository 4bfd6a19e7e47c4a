import { useAtomValue } from 'jotai';
import {
  permissionAtom,
  platformQuery,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';

export interface DialingChoice {
  country: string;
  dialingCode: string;
}

/** Japan, while the platform's list is on its way or when it cannot be had. */
const fallback: DialingChoice[] = [{ country: 'JP', dialingCode: '81' }];

/**
 * Country dialling codes for a phone field (systemCountryCodes, §7.4 getCountryCode), for every
 * form that takes a mobile number. The visitor's own country (permission call location) comes
 * first when the platform knows it. Without the platform's list the field offers Japan; the
 * platform checks the number anyway.
 */
export function useDialingCodes() {
  const context = useAtomValue(platformQueryContextAtom);
  const country = useAtomValue(permissionAtom)?.location.country;
  const codes = useQuery(
    platformQuery(
      context,
      ['countryCodes'],
      async (signal) => (await context.api.systemCountryCodes(undefined, { signal })).countries,
      // The list of countries does not change while a page is open.
      { staleTime: Number.POSITIVE_INFINITY },
    ),
  );
  const choices = codes.data && codes.data.length > 0 ? codes.data : fallback;
  const preferred = choices.find((c) => c.country === country) ?? choices[0] ?? null;
  return { choices, preferred, failed: codes.isError };
}

/**
 * The select's options, valued by country (several countries share a code, e.g. +1), labelled
 * "+81 JP".
 */
export function dialingOptions(choices: readonly DialingChoice[]) {
  return choices.map((c) => ({ value: c.country, label: `+${c.dialingCode} ${c.country}` }));
}
