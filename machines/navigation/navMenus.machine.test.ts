import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TIMINGS } from '../shared/constants';
import { navMenusMachine, type DropdownId } from './navMenus.machine';

function start() {
  const navigations: string[] = [];
  const actor = createActor(
    navMenusMachine.provide({
      actions: {
        navigate: (_, params) => {
          navigations.push(params.to);
        },
      },
    }),
  ).start();
  const dropdown = () => (actor.getSnapshot().value as { dropdown: string }).dropdown;
  const mobile = () => (actor.getSnapshot().value as { mobile: string }).mobile;
  return { actor, navigations, dropdown, mobile };
}

/** Opens the mobile menu and waits for it to be fully open. */
function openMobile(m: ReturnType<typeof start>) {
  m.actor.send({ type: 'mobile.toggle' });
  vi.advanceTimersByTime(TIMINGS.mobileMenuOpen);
  expect(m.mobile()).toBe('open');
}

describe('navMenus machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with every menu closed', () => {
    const m = start();
    expect(m.dropdown()).toBe('none');
    expect(m.mobile()).toBe('closed');
    expect(m.actor.getSnapshot().context.pendingPath).toBeNull();
    expect(m.actor.getSnapshot().hasTag('mobileVisible')).toBe(false);
  });

  describe('dropdowns', () => {
    it.each<DropdownId>(['trainings', 'resources', 'user'])(
      'dropdown.toggle opens %s and toggling it again closes it',
      (menu) => {
        const m = start();
        m.actor.send({ type: 'dropdown.toggle', menu });
        expect(m.dropdown()).toBe(menu);
        m.actor.send({ type: 'dropdown.toggle', menu });
        expect(m.dropdown()).toBe('none');
      },
    );

    it('only one dropdown is open at a time: toggling another one switches', () => {
      const m = start();
      const order: DropdownId[] = ['trainings', 'resources', 'user', 'trainings', 'user', 'resources', 'trainings'];
      for (const menu of order) {
        m.actor.send({ type: 'dropdown.toggle', menu });
        expect(m.dropdown()).toBe(menu);
      }
    });

    it.each<DropdownId>(['trainings', 'resources', 'user'])('dropdown.open opens %s from any state', (menu) => {
      const m = start();
      m.actor.send({ type: 'dropdown.open', menu });
      expect(m.dropdown()).toBe(menu);
      m.actor.send({ type: 'dropdown.open', menu });
      expect(m.dropdown()).toBe(menu);
      const other: DropdownId = menu === 'user' ? 'trainings' : 'user';
      m.actor.send({ type: 'dropdown.open', menu: other });
      expect(m.dropdown()).toBe(other);
    });

    it('dropdown.close closes the named dropdown only if it is the open one, or any when unnamed', () => {
      const m = start();
      m.actor.send({ type: 'dropdown.toggle', menu: 'trainings' });
      m.actor.send({ type: 'dropdown.close', menu: 'resources' });
      expect(m.dropdown()).toBe('trainings');
      m.actor.send({ type: 'dropdown.close', menu: 'trainings' });
      expect(m.dropdown()).toBe('none');
      m.actor.send({ type: 'dropdown.toggle', menu: 'user' });
      m.actor.send({ type: 'dropdown.close' });
      expect(m.dropdown()).toBe('none');
      m.actor.send({ type: 'dropdown.toggle', menu: 'resources' });
      m.actor.send({ type: 'dropdown.close', menu: 'resources' });
      expect(m.dropdown()).toBe('none');
    });

    it.each(['menus.escape', 'menus.outsideClick', 'menus.locationChanged', 'menus.viewportDesktop', 'menus.closeAll'] as const)(
      '%s closes an open dropdown',
      (type) => {
        for (const menu of ['trainings', 'resources', 'user'] as const) {
          const m = start();
          m.actor.send({ type: 'dropdown.toggle', menu });
          m.actor.send({ type });
          expect(m.dropdown()).toBe('none');
        }
      },
    );

    it('opening the mobile menu closes an open dropdown', () => {
      const m = start();
      m.actor.send({ type: 'dropdown.toggle', menu: 'user' });
      m.actor.send({ type: 'mobile.open' });
      expect(m.dropdown()).toBe('none');
      expect(m.mobile()).toBe('opening');
      const n = start();
      n.actor.send({ type: 'dropdown.toggle', menu: 'resources' });
      n.actor.send({ type: 'mobile.toggle' });
      expect(n.dropdown()).toBe('none');
    });

    it('dropdowns have no timers: they stay open until closed', () => {
      const m = start();
      m.actor.send({ type: 'dropdown.toggle', menu: 'trainings' });
      vi.advanceTimersByTime(60_000);
      expect(m.dropdown()).toBe('trainings');
    });
  });

  describe('mobile menu', () => {
    it('closed -> opening, then open after exactly 10 ms (TIMINGS.mobileMenuOpen)', () => {
      const m = start();
      m.actor.send({ type: 'mobile.toggle' });
      expect(m.mobile()).toBe('opening');
      expect(m.actor.getSnapshot().hasTag('mobileVisible')).toBe(true);
      vi.advanceTimersByTime(TIMINGS.mobileMenuOpen - 1);
      expect(m.mobile()).toBe('opening');
      vi.advanceTimersByTime(1);
      expect(m.mobile()).toBe('open');
      expect(TIMINGS.mobileMenuOpen).toBe(10);
    });

    it('mobile.open also starts opening', () => {
      const m = start();
      m.actor.send({ type: 'mobile.open' });
      expect(m.mobile()).toBe('opening');
    });

    it('open -> closing, then closed after exactly 500 ms (TIMINGS.mobileMenuClose)', () => {
      const m = start();
      openMobile(m);
      m.actor.send({ type: 'mobile.toggle' });
      expect(m.mobile()).toBe('closing');
      expect(m.actor.getSnapshot().hasTag('mobileVisible')).toBe(true);
      vi.advanceTimersByTime(TIMINGS.mobileMenuClose - 1);
      expect(m.mobile()).toBe('closing');
      vi.advanceTimersByTime(1);
      expect(m.mobile()).toBe('closed');
      expect(m.actor.getSnapshot().hasTag('mobileVisible')).toBe(false);
      expect(TIMINGS.mobileMenuClose).toBe(500);
      expect(m.navigations).toEqual([]);
    });

    it('mobile.close from open also closes with the delay', () => {
      const m = start();
      openMobile(m);
      m.actor.send({ type: 'mobile.close' });
      expect(m.mobile()).toBe('closing');
      vi.advanceTimersByTime(TIMINGS.mobileMenuClose);
      expect(m.mobile()).toBe('closed');
    });

    it('mobile.navigate: closes (500 ms) and navigates 10 ms after the close completes (TIMINGS.mobileMenuNavigate)', () => {
      const m = start();
      openMobile(m);
      m.actor.send({ type: 'mobile.navigate', to: '/contact' });
      expect(m.mobile()).toBe('closing');
      expect(m.actor.getSnapshot().context.pendingPath).toBe('/contact');
      vi.advanceTimersByTime(TIMINGS.mobileMenuClose);
      expect(m.mobile()).toBe('navigating');
      expect(m.actor.getSnapshot().hasTag('mobileVisible')).toBe(false);
      expect(m.navigations).toEqual([]);
      vi.advanceTimersByTime(TIMINGS.mobileMenuNavigate - 1);
      expect(m.navigations).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(m.navigations).toEqual(['/contact']);
      expect(m.mobile()).toBe('closed');
      expect(m.actor.getSnapshot().context.pendingPath).toBeNull();
      expect(TIMINGS.mobileMenuNavigate).toBe(10);
    });

    it('mobile.navigate while still opening also closes then navigates', () => {
      const m = start();
      m.actor.send({ type: 'mobile.toggle' });
      m.actor.send({ type: 'mobile.navigate', to: '/#cursos' });
      expect(m.mobile()).toBe('closing');
      vi.advanceTimersByTime(TIMINGS.mobileMenuClose + TIMINGS.mobileMenuNavigate);
      expect(m.navigations).toEqual(['/#cursos']);
    });

    it('opening -> closed at once when toggled or closed before it is open (no open timer fires afterwards)', () => {
      for (const type of [
        'mobile.toggle',
        'mobile.close',
        'menus.escape',
        'menus.outsideClick',
        'menus.locationChanged',
        'menus.viewportDesktop',
        'menus.closeAll',
      ] as const) {
        const m = start();
        m.actor.send({ type: 'mobile.open' });
        m.actor.send({ type });
        expect(m.mobile(), type).toBe('closed');
        vi.advanceTimersByTime(TIMINGS.mobileMenuOpen + TIMINGS.mobileMenuClose);
        expect(m.mobile(), type).toBe('closed');
      }
    });

    it.each(['menus.escape', 'menus.outsideClick'] as const)('%s on the open mobile menu starts the animated close', (type) => {
      const m = start();
      openMobile(m);
      m.actor.send({ type });
      expect(m.mobile()).toBe('closing');
      vi.advanceTimersByTime(TIMINGS.mobileMenuClose);
      expect(m.mobile()).toBe('closed');
      expect(m.navigations).toEqual([]);
    });

    it.each(['menus.locationChanged', 'menus.viewportDesktop', 'menus.closeAll'] as const)(
      '%s closes the open mobile menu at once',
      (type) => {
        const m = start();
        openMobile(m);
        m.actor.send({ type });
        expect(m.mobile()).toBe('closed');
      },
    );

    it('toggling while closing re-opens and cancels a pending navigation', () => {
      const m = start();
      openMobile(m);
      m.actor.send({ type: 'mobile.navigate', to: '/cart' });
      m.actor.send({ type: 'mobile.toggle' });
      expect(m.mobile()).toBe('opening');
      expect(m.actor.getSnapshot().context.pendingPath).toBeNull();
      vi.advanceTimersByTime(TIMINGS.mobileMenuOpen);
      expect(m.mobile()).toBe('open');
      vi.advanceTimersByTime(2000);
      expect(m.navigations).toEqual([]);

      const n = start();
      openMobile(n);
      n.actor.send({ type: 'mobile.close' });
      n.actor.send({ type: 'mobile.open' });
      expect(n.mobile()).toBe('opening');
    });

    it('Escape / outside click / viewport change while closing let the close (and its navigation) finish', () => {
      const m = start();
      openMobile(m);
      m.actor.send({ type: 'mobile.navigate', to: '/wishlist' });
      m.actor.send({ type: 'menus.escape' });
      m.actor.send({ type: 'menus.outsideClick' });
      m.actor.send({ type: 'menus.viewportDesktop' });
      expect(m.mobile()).toBe('closing');
      vi.advanceTimersByTime(TIMINGS.mobileMenuClose + TIMINGS.mobileMenuNavigate);
      expect(m.navigations).toEqual(['/wishlist']);
    });

    it.each(['menus.locationChanged', 'menus.closeAll'] as const)(
      '%s while closing or navigating cancels the pending navigation',
      (type) => {
        const m = start();
        openMobile(m);
        m.actor.send({ type: 'mobile.navigate', to: '/cart' });
        m.actor.send({ type });
        expect(m.mobile()).toBe('closed');
        vi.advanceTimersByTime(2000);
        expect(m.navigations).toEqual([]);

        const n = start();
        openMobile(n);
        n.actor.send({ type: 'mobile.navigate', to: '/cart' });
        vi.advanceTimersByTime(TIMINGS.mobileMenuClose);
        expect(n.mobile()).toBe('navigating');
        n.actor.send({ type });
        expect(n.mobile()).toBe('closed');
        vi.advanceTimersByTime(2000);
        expect(n.navigations).toEqual([]);
        expect(n.actor.getSnapshot().context.pendingPath).toBeNull();
      },
    );

    it('mobile.navigate is ignored when the menu is closed', () => {
      const m = start();
      m.actor.send({ type: 'mobile.navigate', to: '/cart' });
      vi.advanceTimersByTime(2000);
      expect(m.mobile()).toBe('closed');
      expect(m.navigations).toEqual([]);
    });

    it('the unprovided navigate action is a harmless no-op', () => {
      const actor = createActor(navMenusMachine).start();
      actor.send({ type: 'mobile.open' });
      vi.advanceTimersByTime(TIMINGS.mobileMenuOpen);
      actor.send({ type: 'mobile.navigate', to: '/x' });
      vi.advanceTimersByTime(TIMINGS.mobileMenuClose + TIMINGS.mobileMenuNavigate);
      expect((actor.getSnapshot().value as { mobile: string }).mobile).toBe('closed');
    });
  });
});
