import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

/** Phones first: sections stacked; from 900 px two columns (issue 14 item 2). */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const wide = style({
  '@media': { 'screen and (min-width: 900px)': { gridColumn: '1 / -1' } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const facts = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const success = style({ margin: 0, color: vars.color.positive });

// The last logins: a card list on phones, the table from 600 px (display: none hides the other
// from assistive technology too; the table's own narrow mode left an empty header row for axe).
export const phoneOnly = style({
  '@media': { 'screen and (min-width: 600px)': { display: 'none' } },
});
export const wideOnly = style({
  '@media': { 'screen and (max-width: 599.98px)': { display: 'none' } },
});

/** A contact's line: what it is, whether it is verified, and its action (issue 14 item 2). */
export const contactRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const contactValue = style({ margin: 0, overflowWrap: 'anywhere', flex: '1 1 8rem' });

/** The state and the action stay together, on the value's line when there is room. */
export const contactActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const verification = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  selectors: {
    '&[data-state="verified"]': {
      background: vars.color.positive,
      borderColor: vars.color.positive,
      color: vars.color.onPositive,
    },
  },
});

/** The code form under a contact, set apart from the next row. */
export const codeForm = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
});

/** A field with its send button beside it; the button wraps under it on a narrow phone. */
export const fieldWithButton = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const phoneFields = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(6.5rem, auto) minmax(0, 1fr)',
  alignItems: 'end',
});
