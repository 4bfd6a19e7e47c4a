import { useState } from 'react';
import type { FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { formatAmount } from '@lobbykit/i18n';
import { moneyFormatAtom } from '@lobbykit/session';
import { Checkbox, NativeSelect, TextField } from '@lobbykit/ui-kit';
import type { CatalogueCategory, RngSubCategory } from '@lobbykit/api-contract';
import { useImageUrl } from '../catalogue/imageHost';
import { useVendorLanes } from '../catalogue/vendorLanes';
import { minBetChoicesFor } from './listQuery';
import type { ListQuery } from './listQuery';
import * as styles from './ListPage.css';

type Change = Partial<ListQuery>;

/** §2.11 game search by name. */
export function SearchForm({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A new address (back button, a cleared search) puts its search text in the field.
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <span className={styles.searchField}>
        <TextField
          type="search"
          name="q"
          label={t`Search games by name`}
          hideLabel
          value={text}
          maxLength={100}
          placeholder={t`Search games`}
          onChange={setText}
        />
      </span>
      <button type="submit" className={styles.button}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

/** The vendors of a category as filters (§2.3 "query vassalage"), with their small icons (§7.4). */
export function VendorChips({
  category,
  current,
  hrefFor,
}: {
  category: CatalogueCategory;
  current: string | null;
  hrefFor: (change: Change) => string;
}) {
  const { t } = useLingui();
  const lanes = useVendorLanes();
  const imageUrl = useImageUrl();
  // Issue 17 item 3: until the providers arrive, their row keeps its place, so the search form,
  // the filters and the games below do not jump down when it fills (CLS).
  if (lanes === null) return <div className={styles.chipsReserved} aria-hidden="true" />;
  const vendors = lanes.find((lane) => lane.gameCategory === category)?.vendors ?? [];
  if (vendors.length === 0) return null;
  return (
    <nav aria-label={t`Providers`}>
      <ul className={styles.chips}>
        <li>
          <Link
            to={hrefFor({ vassalage: null })}
            className={styles.chip}
            aria-current={current === null ? 'page' : undefined}
          >
            <Trans>All providers</Trans>
          </Link>
        </li>
        {vendors.map((vendor) => {
          const active = current === vendor.vassalage;
          return (
            <li key={vendor.vassalage}>
              <Link
                to={hrefFor({ vassalage: vendor.vassalage })}
                className={styles.chip}
                aria-current={active ? 'page' : undefined}
              >
                <img
                  className={styles.chipIcon}
                  src={imageUrl(active ? vendor.icons.smallActive : vendor.icons.smallDefault)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
                {vendor.displayName}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const subCategoryLabels = {
  SC: msg`Scratch cards`,
  VP: msg`Video poker`,
  TG: msg`Table games`,
  AC: msg`Arcade`,
} satisfies Record<RngSubCategory, unknown>;

/**
 * §3 RNG sub-categories and the jackpot games (§2.1 /rng?type=JP), then the §9 slot filters:
 * minimum bet, and 25 or more lines.
 */
export function SlotFilters({
  query,
  hrefFor,
  onChange,
}: {
  query: ListQuery;
  hrefFor: (change: Change) => string;
  onChange: (change: Change) => void;
}) {
  const { t, i18n } = useLingui();
  const money = useAtomValue(moneyFormatAtom);
  const all = query.sub === null && !query.jackpot;
  return (
    <>
      <nav aria-label={t`Slot types`}>
        <ul className={styles.chips}>
          <li>
            <Link
              to={hrefFor({ sub: null, jackpot: false })}
              className={styles.chip}
              aria-current={all ? 'page' : undefined}
            >
              <Trans>All slots</Trans>
            </Link>
          </li>
          {(Object.keys(subCategoryLabels) as RngSubCategory[]).map((sub) => (
            <li key={sub}>
              <Link
                to={hrefFor({ sub, jackpot: false })}
                className={styles.chip}
                aria-current={query.sub === sub ? 'page' : undefined}
              >
                {i18n._(subCategoryLabels[sub])}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={hrefFor({ sub: null, jackpot: true })}
              className={styles.chip}
              aria-current={query.jackpot ? 'page' : undefined}
            >
              <Trans>Jackpot games</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>
          <Trans>Filters</Trans>
        </legend>
        <span className={styles.field}>
          <NativeSelect
            label={t`Minimum bet`}
            value={query.minBet ?? ''}
            onChange={(minBet) => onChange({ minBet: minBet || null })}
            options={[
              { value: '', label: t`Any` },
              ...minBetChoicesFor(money.minorUnits ?? 2).map((value) => {
                const amount = formatAmount(value, money);
                return { value, label: t`Up to ${amount}` };
              }),
            ]}
          />
        </span>
        <span className={styles.checkField}>
          <Checkbox isSelected={query.lines25} onChange={(lines25) => onChange({ lines25 })}>
            <Trans>25 or more lines</Trans>
          </Checkbox>
        </span>
      </fieldset>
    </>
  );
}
