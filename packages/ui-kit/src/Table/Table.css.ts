import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

// Card layout under 600 px of the table's own width (a container query, so a table in a narrow
// column turns into cards too, not only on a phone).
const narrow = '(max-width: 599.98px)';

export const container = style({
  containerType: 'inline-size',
  width: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  selectors: { '&[data-scrolls]': { overflowY: 'auto' } },
  '@container': { [narrow]: { border: 0, background: 'transparent', overflowX: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '@container': { [narrow]: { display: 'block' } },
});

export const header = style({
  '@container': {
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.xs,
      marginBlockEnd: vars.space.sm,
    },
  },
});

export const column = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
  },
  '@container': {
    [narrow]: {
      // Hidden from sight, not from screen readers: a header row with no column left in the
      // accessibility tree breaks the table's structure (axe aria-required-children).
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      padding: 0,
      border: 0,
      background: 'transparent',
      selectors: {
        // A phone keeps the sortable headers, as a row of chips above the cards.
        '&[data-allows-sorting]': {
          position: 'static',
          width: 'auto',
          height: 'auto',
          overflow: 'visible',
          clipPath: 'none',
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 36,
          paddingInline: vars.space.md,
          border: `1px solid ${vars.color.border.subtle}`,
          borderRadius: vars.radius.pill,
          background: vars.color.surface.raised,
        },
      },
    },
  },
  // A header is a tap target when it sorts: 44 px on a touch screen (WCAG 2.5.5).
  '@media': {
    '(pointer: coarse)': { height: 44, minHeight: 44 },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({
  fontSize: '0.7em',
  color: vars.color.text.muted,
  selectors: {
    '&[data-direction="ascending"], &[data-direction="descending"]': { color: vars.color.brand },
  },
});

// No cards, nothing to sort: a phone shows the empty or error message alone.
globalStyle(`${table}:has(> tbody[data-empty]) > thead`, {
  '@container': { [narrow]: { display: 'none' } },
});

export const body = style({
  '@container': {
    [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    '&:nth-child(even)': { background: vars.color.surface.raised },
  },
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border.subtle}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface.base,
      selectors: { '&:nth-child(even)': { background: vars.color.surface.base } },
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    'tr:last-child > &': { borderBlockEnd: 0 },
  },
  '@container': {
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space.md,
      padding: 0,
      border: 0,
      selectors: { '&[data-align="end"]': { textAlign: 'end' } },
    },
  },
});

export const cardLabel = style({
  display: 'none',
  '@container': {
    [narrow]: {
      display: 'block',
      flexShrink: 0,
      maxWidth: '45%',
      color: vars.color.text.secondary,
    },
  },
});

export const cellValue = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { textAlign: 'end' } },
});

export const stateCell = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
  color: vars.color.text.secondary,
});

export const busy = style({ marginBlockEnd: vars.space.sm, fontSize: vars.fontSize.sm });
