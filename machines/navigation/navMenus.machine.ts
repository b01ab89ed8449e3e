import { assign, setup } from 'xstate';
import { TIMINGS } from '../shared';

/**
 * Header menus (product §2 "Navbar and header", §4 Menus, §9 timings). Two parallel regions:
 *
 * dropdown: none | trainings | resources | user — only one dropdown (navigation or user) is open at a time.
 *
 * mobile:   closed ─toggle/open─▶ opening ─10 ms─▶ open ─toggle/close─▶ closing ─500 ms─▶ closed
 *           open ─mobile.navigate(to)─▶ closing ─500 ms─▶ navigating ─10 ms─▶ closed + navigate(to)
 *           (navigation happens 10 ms after the close completes)
 *
 * Closing everything: Escape and outside click close the open dropdown and start the animated close of
 * the mobile menu; browser back / a location change, the viewport reaching >= 768 px and 'menus.closeAll'
 * (logout) close everything at once. A location change also cancels a pending mobile navigation (the user
 * went somewhere else, e.g. with the back button).
 *
 * Pure: the actual navigation is the provided `navigate` action.
 */
export type DropdownId = 'trainings' | 'resources' | 'user';

export interface NavMenusContext {
  /** Path the mobile menu will navigate to once it has closed. */
  pendingPath: string | null;
}

export type NavMenusEvent =
  | { type: 'dropdown.toggle'; menu: DropdownId }
  | { type: 'dropdown.open'; menu: DropdownId }
  | { type: 'dropdown.close'; menu?: DropdownId }
  | { type: 'mobile.toggle' }
  | { type: 'mobile.open' }
  | { type: 'mobile.close' }
  | { type: 'mobile.navigate'; to: string }
  | { type: 'menus.escape' }
  | { type: 'menus.outsideClick' }
  | { type: 'menus.locationChanged' }
  | { type: 'menus.viewportDesktop' }
  | { type: 'menus.closeAll' };

const dropdownTargets = {
  trainings: '#navMenus.dropdown.trainings',
  resources: '#navMenus.dropdown.resources',
  user: '#navMenus.dropdown.user',
} as const;

/** Events that close the open dropdown, whatever it is. */
const closeDropdown = {
  'menus.escape': 'none',
  'menus.outsideClick': 'none',
  'menus.locationChanged': 'none',
  'menus.viewportDesktop': 'none',
  'menus.closeAll': 'none',
  'mobile.toggle': 'none',
  'mobile.open': 'none',
} as const;

export const navMenusMachine = setup({
  types: {
    context: {} as NavMenusContext,
    events: {} as NavMenusEvent,
  },
  actions: {
    /** Replaced by the app with the router's navigate. */
    navigate: (_, _params: { to: string }) => {},
    clearPending: assign({ pendingPath: null }),
  },
  guards: {
    isOpenMenu: ({ event }, params: { menu: DropdownId }) =>
      event.type === 'dropdown.close' && (event.menu === undefined || event.menu === params.menu),
    hasPendingPath: ({ context }) => context.pendingPath !== null,
  },
  delays: {
    mobileMenuOpen: TIMINGS.mobileMenuOpen,
    mobileMenuClose: TIMINGS.mobileMenuClose,
    mobileMenuNavigate: TIMINGS.mobileMenuNavigate,
  },
}).createMachine({
  id: 'navMenus',
  type: 'parallel',
  context: { pendingPath: null },
  states: {
    dropdown: {
      initial: 'none',
      on: {
        'dropdown.open': [
          { guard: ({ event }) => event.menu === 'trainings', target: dropdownTargets.trainings },
          { guard: ({ event }) => event.menu === 'resources', target: dropdownTargets.resources },
          { target: dropdownTargets.user },
        ],
      },
      states: {
        none: {
          on: {
            'dropdown.toggle': [
              { guard: ({ event }) => event.menu === 'trainings', target: 'trainings' },
              { guard: ({ event }) => event.menu === 'resources', target: 'resources' },
              { target: 'user' },
            ],
          },
        },
        trainings: {
          on: {
            ...closeDropdown,
            'dropdown.toggle': [
              { guard: ({ event }) => event.menu === 'trainings', target: 'none' },
              { guard: ({ event }) => event.menu === 'resources', target: 'resources' },
              { target: 'user' },
            ],
            'dropdown.close': { guard: { type: 'isOpenMenu', params: { menu: 'trainings' } }, target: 'none' },
          },
        },
        resources: {
          on: {
            ...closeDropdown,
            'dropdown.toggle': [
              { guard: ({ event }) => event.menu === 'resources', target: 'none' },
              { guard: ({ event }) => event.menu === 'trainings', target: 'trainings' },
              { target: 'user' },
            ],
            'dropdown.close': { guard: { type: 'isOpenMenu', params: { menu: 'resources' } }, target: 'none' },
          },
        },
        user: {
          on: {
            ...closeDropdown,
            'dropdown.toggle': [
              { guard: ({ event }) => event.menu === 'user', target: 'none' },
              { guard: ({ event }) => event.menu === 'trainings', target: 'trainings' },
              { target: 'resources' },
            ],
            'dropdown.close': { guard: { type: 'isOpenMenu', params: { menu: 'user' } }, target: 'none' },
          },
        },
      },
    },
    mobile: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'mobile.toggle': 'opening',
            'mobile.open': 'opening',
          },
        },
        opening: {
          tags: ['mobileVisible'],
          after: { mobileMenuOpen: 'open' },
          on: {
            'mobile.toggle': 'closed',
            'mobile.close': 'closed',
            'mobile.navigate': { target: 'closing', actions: assign({ pendingPath: ({ event }) => event.to }) },
            'menus.escape': 'closed',
            'menus.outsideClick': 'closed',
            'menus.locationChanged': 'closed',
            'menus.viewportDesktop': 'closed',
            'menus.closeAll': 'closed',
          },
        },
        open: {
          tags: ['mobileVisible'],
          on: {
            'mobile.toggle': 'closing',
            'mobile.close': 'closing',
            'mobile.navigate': { target: 'closing', actions: assign({ pendingPath: ({ event }) => event.to }) },
            'menus.escape': 'closing',
            'menus.outsideClick': 'closing',
            'menus.locationChanged': 'closed',
            'menus.viewportDesktop': 'closed',
            'menus.closeAll': 'closed',
          },
        },
        closing: {
          tags: ['mobileVisible'],
          after: {
            mobileMenuClose: [{ guard: 'hasPendingPath', target: 'navigating' }, { target: 'closed' }],
          },
          on: {
            // Re-opening while the close animation runs cancels the pending navigation.
            'mobile.toggle': { target: 'opening', actions: 'clearPending' },
            'mobile.open': { target: 'opening', actions: 'clearPending' },
            'menus.locationChanged': { target: 'closed', actions: 'clearPending' },
            'menus.closeAll': { target: 'closed', actions: 'clearPending' },
          },
        },
        navigating: {
          after: {
            mobileMenuNavigate: {
              target: 'closed',
              actions: [{ type: 'navigate', params: ({ context }) => ({ to: context.pendingPath ?? '/' }) }, 'clearPending'],
            },
          },
          on: {
            'menus.locationChanged': { target: 'closed', actions: 'clearPending' },
            'menus.closeAll': { target: 'closed', actions: 'clearPending' },
          },
        },
      },
    },
  },
});

export type NavMenusMachine = typeof navMenusMachine;
