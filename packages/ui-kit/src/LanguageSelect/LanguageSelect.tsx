import type { Key } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons/icons';
import * as fieldStyles from '../field.css';
import * as styles from './LanguageSelect.css';

export interface LanguageOption {
  /** BCP 47 code, for example "en" or "ja". */
  code: string;
  /** The language's name, best written in that language ("日本語"), so readers can find theirs. */
  label: string;
}

export interface LanguageSelectProps {
  /** The visible label (for example "Language"). */
  label: string;
  /** The languages to choose from; the caller hides the control when the brand has only one. */
  languages: readonly LanguageOption[];
  /** The current language code. */
  value: string;
  /** Called with the chosen language code. */
  onChange: (code: string) => void;
}

/** A labelled select among the brand's languages; the caller applies the choice (SPEC §4). */
export function LanguageSelect({ label, languages, value, onChange }: LanguageSelectProps) {
  return (
    <Select
      className={fieldStyles.field}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue />
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </AriaButton>
      <Popover className={styles.popover}>
        <ListBox className={styles.list}>
          {languages.map((language) => (
            <ListBoxItem
              key={language.code}
              id={language.code}
              textValue={language.label}
              className={styles.option}
            >
              {/* Screen readers switch voice for a name written in another language. */}
              <span lang={language.code}>{language.label}</span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
