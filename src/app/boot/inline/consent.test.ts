import { describe, expect, it } from 'vitest';
import { parseDecision } from '@machines/consent';
import { CONSENT } from '@/config/constants';
import markUndecidedVisitor from './consent';

/** Runs the script against a page with these cookies; returns the classes it left on <html>. */
function classesAfter(cookie: string | (() => string)): string[] {
  const classes = new Set<string>();
  const document = {
    get cookie() {
      return typeof cookie === 'function' ? cookie() : cookie;
    },
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
  };
  markUndecidedVisitor({ document } as unknown as Window);
  return [...classes];
}

describe('the consent script (first paint of a served page)', () => {
  it('marks a visitor with no answer, so the prerendered banner shows', () => {
    expect(classesAfter('')).toEqual([CONSENT.undecidedClass]);
    expect(classesAfter('i18next=pt; cart=1')).toEqual([CONSENT.undecidedClass]);
  });

  it('leaves a visitor who answered unmarked, wherever the cookie is in the jar', () => {
    for (const jar of ['cookieConsent=accepted', 'a=1; cookieConsent=declined', 'cookieConsent=accepted; b=2']) {
      expect(classesAfter(jar), jar).toEqual([]);
    }
  });

  it('counts what the consent machine counts: a corrupt or look-alike value is no answer', () => {
    for (const value of ['maybe', 'accepted2', 'Accepted', '']) {
      expect(parseDecision(value)).toBeNull();
      expect(classesAfter(`cookieConsent=${value}`), value).toEqual([CONSENT.undecidedClass]);
    }
    expect(classesAfter('xcookieConsent=accepted')).toEqual([CONSENT.undecidedClass]);
    expect(classesAfter('cookieConsent=accepted2; b=2')).toEqual([CONSENT.undecidedClass]);
  });

  it('leaves the decision to the app when cookies cannot be read', () => {
    expect(
      classesAfter(() => {
        throw new Error('SecurityError');
      }),
    ).toEqual([]);
  });
});
