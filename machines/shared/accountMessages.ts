/**
 * Messages held by the account machines: either a translation KEY (client rules, fallbacks) or the
 * server's own text (detail, message, field arrays) kept verbatim. Views turn them into text with
 * `messageText(t, message)`; the text is always rendered as plain text, never HTML.
 */
export type AccountMessage = { key: string; values?: Record<string, string | number> } | { text: string };

export const keyMessage = (key: string, values?: Record<string, string | number>): AccountMessage =>
  values ? { key, values } : { key };

export const textMessage = (text: string): AccountMessage => ({ text });

/**
 * A form that could not be sent because the visitor is offline: nothing was sent, what was typed stays
 * in the form, send again once the connection is back. One text for every form (login, register, contact,
 * recovery, reset), beside the site's other connection messages.
 */
export const sendOfflineKey = 'connection.sendOffline';

/**
 * The server messages the site knows, by meaning, in English (Django / Simple JWT's defaults) or
 * Portuguese (European, as the mock backend writes them, and Brazilian, as Django's pt_BR does): the site shows
 * its own text for them, in the page's language, even when a server answers in the other one.
 * Every other server text is shown as the server wrote it.
 */
export const serverMessageKeys = {
  noAccount: 'serverMessages.noAccount',
  emailTaken: 'serverMessages.emailTaken',
  required: 'serverMessages.required',
  passwordTooShort: 'serverMessages.passwordTooShort',
  passwordTooCommon: 'serverMessages.passwordTooCommon',
} as const;

/** Django's default minimum password length, when a too-short message names none. */
const DEFAULT_PASSWORD_MIN = 8;

const KNOWN_SERVER_MESSAGES: { key: keyof typeof serverMessageKeys; patterns: RegExp[] }[] = [
  {
    key: 'noAccount',
    patterns: [
      /^no active account found with the given credentials\.?$/i,
      /^(?:não foi encontrada )?nenhuma conta ativa (?:foi )?(?:encontrada )?com (?:as|estas) credenciais\b/i,
      /^usuário e\/ou senha incorreto\(s\)\.?$/i,
    ],
  },
  {
    key: 'emailTaken',
    patterns: [
      /^(?:a )?user with this e-?mail(?: address)? already exists\.?$/i,
      /^já existe um utilizador com este (?:e-?mail|endereço de e-?mail)\.?$/i,
      /^(?:usuário|utilizador) com este (?:e-?mail|endereço de e-?mail) já existe\.?$/i,
    ],
  },
  { key: 'required', patterns: [/^this field is required\.?$/i, /^este campo é obrigatório\.?$/i] },
  {
    key: 'passwordTooShort',
    patterns: [/^this password is too short\b/i, /^esta (?:senha|palavra-passe) é (?:demasiado|muito) curta\b/i],
  },
  {
    key: 'passwordTooCommon',
    patterns: [/^this password is too common\.?$/i, /^esta (?:senha|palavra-passe) é (?:demasiado|muito) comum\.?$/i],
  },
];

/**
 * A message of the server: one the site knows (KNOWN_SERVER_MESSAGES) as the site's own translation key,
 * any other as the server's text, verbatim.
 */
export function serverMessage(text: string): AccountMessage {
  const trimmed = text.trim();
  const known = KNOWN_SERVER_MESSAGES.find(({ patterns }) => patterns.some((pattern) => pattern.test(trimmed)));
  if (!known) return textMessage(text);
  if (known.key === 'passwordTooShort') {
    const min = Number(/\d+/.exec(trimmed)?.[0] ?? DEFAULT_PASSWORD_MIN);
    return keyMessage(serverMessageKeys.passwordTooShort, { min });
  }
  return keyMessage(serverMessageKeys[known.key]);
}

/** A translation function, as i18next's `t` is one: a key alone, or a key and the values it names. */
type Translate = {
  (key: string): string;
  (key: string, values: Record<string, string | number>): string;
};

export function messageText(t: Translate, message: AccountMessage | null | undefined): string | undefined {
  if (!message) return undefined;
  if (!('key' in message)) return message.text;
  return message.values ? t(message.key, message.values) : t(message.key);
}
