/** JWT-shaped tokens for the mock backend: real base64url header and payload with an exp claim, fake signature. */
function base64url(input: string): string {
  const bytes = new TextEncoder().encode(input);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(input: string): string {
  const padded = input
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(input.length / 4) * 4, '=');
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export interface MockClaims {
  user_id: string;
  email: string;
  token_type: 'access' | 'refresh';
  exp: number;
  iat: number;
  [key: string]: unknown;
}

export function signToken(claims: Omit<MockClaims, 'iat' | 'exp'>, ttlSeconds: number, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  return `${header}.${payload}.mock-signature`;
}

/** Claims of a token this mock issued, or null when it is malformed, forged or expired. */
export function verifyToken(token: string, nowMs = Date.now()): MockClaims | null {
  const [, payload, signature] = token.split('.');
  if (!payload || signature !== 'mock-signature') return null;
  try {
    const claims = JSON.parse(fromBase64url(payload)) as MockClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}
