import type { ReactNode } from 'react';

/** Marks the first case-insensitive occurrence of query in text (suggest: "highlights the matched part"). */
export function highlight(text: string, query: string): ReactNode {
  const q = query.trim();
  const at = q ? text.toLocaleLowerCase().indexOf(q.toLocaleLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  );
}
