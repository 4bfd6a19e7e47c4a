import { useLayoutEffect, useRef } from 'react';
import { setSafeHtml } from './sanitize';
import * as styles from './RichText.css';

/** Operator HTML, sanitised (see sanitize.ts) as it reaches the DOM. */
export function RichText({ html, id }: { html: string; id?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let stale = false;
    setSafeHtml(element, html, () => stale).catch(() => {
      // The sanitiser's chunk did not load: nothing unsanitised is shown, the element stays empty.
    });
    return () => {
      stale = true;
    };
  }, [html]);
  // Children are set by setSafeHtml only: React renders none here, so it never touches them.
  return <div ref={ref} id={id} className={styles.richText} />;
}
