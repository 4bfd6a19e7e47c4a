import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import * as styles from './RichText.css';

/** Operator HTML, sanitised (see sanitize.ts) before it reaches the DOM. */
export function RichText({ html, id }: { html: string; id?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitised by DOMPurify just above.
  return <div id={id} className={styles.richText} dangerouslySetInnerHTML={{ __html: safe }} />;
}
