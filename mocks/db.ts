/**
 * A small stateful mock database (bulletproof-react's db.ts pattern).
 * In the browser demo it is persisted to localStorage so a registered user can log in after a reload;
 * in Node (tests) it lives in memory. `resetDb()` restores the seed.
 * Its growth is capped (DB_LIMIT): every write keeps only the newest entries of each list, so a demo
 * left open for months cannot fill the visitor's storage quota.
 */
import { DEMO_ACCOUNT } from '../src/config/demo';
import type { CheckoutLine } from '@machines/commerce';

export interface MockUser {
  id: string;
  email: string;
  full_name: string;
  phone: string;
  password: string;
  gender: 'M' | 'F' | 'O' | 'PNS' | null;
  country: string;
  birthday: string | null;
  created_at: string;
}

export interface MockResetToken {
  uid: string;
  token: string;
  email: string;
  expires: number;
  used: boolean;
}

export interface MockMail {
  id: string;
  to: string;
  subject: string;
  /** Plain text; links are given separately so the mailbox never renders HTML. */
  body: string;
  link?: string;
  sent_at: string;
  read: boolean;
}

export type MockCheckoutLine = CheckoutLine;

export interface MockCheckoutSession {
  id: string;
  lines: MockCheckoutLine[];
  total: number;
  language?: string;
  status: 'open' | 'paid' | 'cancelled';
  created_at: string;
}

export interface MockContactMessage {
  full_name: string;
  email: string;
  subject?: string;
  message: string;
  received_at: string;
}

export interface MockDbState {
  users: MockUser[];
  resetTokens: MockResetToken[];
  mailbox: MockMail[];
  checkoutSessions: MockCheckoutSession[];
  contactMessages: MockContactMessage[];
}

/** The documented demo account (README "Demo account"). */
export const DEMO_USER: MockUser = {
  id: 'u-demo',
  email: DEMO_ACCOUNT.email,
  full_name: 'Ana Demo',
  phone: '+351912345678',
  password: DEMO_ACCOUNT.password,
  gender: 'F',
  country: 'PT',
  birthday: '1990-05-17',
  created_at: '2025-01-10T10:00:00.000Z',
};

function seed(): MockDbState {
  return { users: [{ ...DEMO_USER }], resetTokens: [], mailbox: [], checkoutSessions: [], contactMessages: [] };
}

const STORAGE_KEY = 'mock-db:v1';

/** The most entries each list keeps (registered users, reset tokens, mailbox, checkout sessions, contact messages). */
export const DB_LIMIT = 50;

/**
 * Keeps the newest `limit` entries of each list: the mailbox is newest first, the other lists newest
 * last. The demo account is always kept, beside the newest `limit` registered users.
 */
export function capDb(draft: MockDbState, limit = DB_LIMIT): MockDbState {
  const newestLast = <T>(list: T[]) => (list.length > limit ? list.slice(-limit) : list);
  const registered = draft.users.filter((u) => u.id !== DEMO_USER.id);
  const demo = draft.users.filter((u) => u.id === DEMO_USER.id).slice(0, 1);
  draft.users = registered.length > limit ? [...demo, ...registered.slice(-limit)] : draft.users;
  draft.resetTokens = newestLast(draft.resetTokens);
  draft.mailbox = draft.mailbox.length > limit ? draft.mailbox.slice(0, limit) : draft.mailbox;
  draft.checkoutSessions = newestLast(draft.checkoutSessions);
  draft.contactMessages = newestLast(draft.contactMessages);
  return draft;
}

function hasLocalStorage(): boolean {
  try {
    return typeof window !== 'undefined' && typeof window.localStorage !== 'undefined';
  } catch {
    return false;
  }
}

function load(): MockDbState {
  if (!hasLocalStorage()) return seed();
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return seed();
    const parsed = JSON.parse(raw) as Partial<MockDbState>;
    const base = seed();
    return capDb({
      users: Array.isArray(parsed.users) && parsed.users.length ? parsed.users : base.users,
      resetTokens: Array.isArray(parsed.resetTokens) ? parsed.resetTokens : [],
      mailbox: Array.isArray(parsed.mailbox) ? parsed.mailbox : [],
      checkoutSessions: Array.isArray(parsed.checkoutSessions) ? parsed.checkoutSessions : [],
      contactMessages: Array.isArray(parsed.contactMessages) ? parsed.contactMessages : [],
    });
  } catch {
    return seed();
  }
}

let state: MockDbState = load();

export const db = {
  get state(): MockDbState {
    return state;
  },
  /** Mutate, cap (DB_LIMIT) and persist. */
  update(mutator: (draft: MockDbState) => void) {
    mutator(state);
    capDb(state);
    if (hasLocalStorage()) {
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
      } catch {
        /* quota: keep in memory */
      }
    }
  },
  /** Re-read from storage (another tab may have changed it). In Node (no storage) the memory state is kept. */
  reload() {
    if (hasLocalStorage()) state = load();
  },
};

export function resetDb() {
  state = seed();
  if (hasLocalStorage()) {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      /* ignore */
    }
  }
}

let counter = 0;
export function newId(prefix: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now().toString(36)}${counter}${random}`;
}
