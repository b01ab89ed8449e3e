/**
 * A small stateful mock database (bulletproof-react's db.ts pattern).
 * In the browser demo it is persisted to localStorage so a registered user can log in after a reload;
 * in Node (tests) it lives in memory. `resetDb()` restores the seed.
 */
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

export interface MockCheckoutLine {
  type?: 'book' | 'course';
  id?: number;
  bookId?: number;
  courseId?: number;
  title: string;
  price: number;
  quantity: number;
}

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
  email: 'demo@example.com',
  full_name: 'Ana Demo',
  phone: '+351912345678',
  password: 'Demo!2345',
  gender: 'F',
  country: 'PT',
  birthday: '1990-05-17',
  created_at: '2025-01-10T10:00:00.000Z',
};

function seed(): MockDbState {
  return { users: [{ ...DEMO_USER }], resetTokens: [], mailbox: [], checkoutSessions: [], contactMessages: [] };
}

const STORAGE_KEY = 'mock-db:v1';

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
    return {
      users: Array.isArray(parsed.users) && parsed.users.length ? parsed.users : base.users,
      resetTokens: Array.isArray(parsed.resetTokens) ? parsed.resetTokens : [],
      mailbox: Array.isArray(parsed.mailbox) ? parsed.mailbox : [],
      checkoutSessions: Array.isArray(parsed.checkoutSessions) ? parsed.checkoutSessions : [],
      contactMessages: Array.isArray(parsed.contactMessages) ? parsed.contactMessages : [],
    };
  } catch {
    return seed();
  }
}

let state: MockDbState = load();

export const db = {
  get state(): MockDbState {
    return state;
  },
  /** Mutate and persist. */
  update(mutator: (draft: MockDbState) => void) {
    mutator(state);
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
