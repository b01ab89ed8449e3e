/**
 * Where the checkout may send the browser (product §7 checkout_url): the redirect-URL policy, a plain function of
 * the server's answer and the configured payment host. The checkout machine (./checkout.machine.ts) follows only what it allows.
 */

export interface RedirectPolicy {
  paymentHost: string;
  useMocks: boolean;
  mockCheckoutPath: string;
  /**
   * Address spaces the mock checkout may open in ('' and '/en': the demo's stand-in opens in the
   * language the payment was made in). Default: only the unprefixed path.
   */
  spacePrefixes?: readonly string[];
  /** Origin of the site (the mock checkout lives there). */
  origin: string;
}

/** Backslashes, whitespace and control characters: browsers drop or rewrite them, so they can hide a host. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_URL_CHARACTERS = /[\\\s\u0000-\u001f\u007f]/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The URL to send the browser to, or null when it is not allowed: only https on the configured payment
 * host, or (mocks on) the same-origin mock checkout page. Strict on purpose, because the server's answer
 * decides where the visitor goes: the URL must literally start with `https://{host}` (lower case, no
 * port, no user info, no trailing dot) followed by '/', '?', '#' or nothing, contain no backslash,
 * whitespace or control character, and parse to that same host. The parsed (normalised) form is returned.
 */
export function allowedCheckoutUrl(url: unknown, policy: RedirectPolicy): string | null {
  if (typeof url !== 'string' || !url || UNSAFE_URL_CHARACTERS.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return null;
  const host = policy.paymentHost.toLowerCase();
  if (
    host &&
    new RegExp(`^https://${escapeRegExp(host)}(?=[/?#]|$)`).test(url) &&
    parsed.protocol === 'https:' &&
    parsed.hostname === host &&
    parsed.port === ''
  )
    return parsed.href;
  const mockPaths = policy.mockCheckoutPath ? (policy.spacePrefixes ?? ['']).map((p) => p + policy.mockCheckoutPath) : [];
  if (
    policy.useMocks &&
    mockPaths.some(
      (path) =>
        new RegExp(`^${escapeRegExp(policy.origin + path)}(?=[?#]|$)`).test(url) &&
        parsed.origin === policy.origin &&
        parsed.pathname === path,
    )
  )
    return parsed.href;
  return null;
}

/** Only an https URL on the configured payment host, or (mocks on) the same-origin mock checkout page. */
export function isAllowedCheckoutUrl(url: unknown, policy: RedirectPolicy): url is string {
  return allowedCheckoutUrl(url, policy) !== null;
}
