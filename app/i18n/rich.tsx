import { Fragment, type ReactNode } from "react";

/**
 * A message with markup: "Read our <link>Privacy Policy</link>." with `{ link: (text) => … }`.
 * Tags are only those given; anything else is text.
 */
export function rich(
  message: string,
  tags: Record<string, (text: string) => ReactNode>,
): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const [whole, name = "", text = ""] = match;
    const render = tags[name];
    if (!render) continue;
    out.push(
      message.slice(last, match.index),
      <Fragment key={match.index}>{render(text)}</Fragment>,
    );
    last = match.index + whole.length;
  }
  out.push(message.slice(last));
  return out;
}
