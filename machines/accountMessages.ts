/**
 * Messages held by the account machines: either a translation KEY (client rules, fallbacks) or the
 * server's own text (detail, message, field arrays) kept verbatim. Views turn them into text with
 * `messageText(t, message)`; the text is always rendered as plain text, never HTML.
 */
export type AccountMessage = { key: string; values?: Record<string, string | number> } | { text: string };

export const keyMessage = (key: string, values?: Record<string, string | number>): AccountMessage =>
  values ? { key, values } : { key };

export const textMessage = (text: string): AccountMessage => ({ text });

export function messageText(
  t: (key: string, values?: Record<string, string | number>) => string,
  message: AccountMessage | null | undefined,
): string | undefined {
  if (!message) return undefined;
  return 'key' in message ? t(message.key, message.values) : message.text;
}
