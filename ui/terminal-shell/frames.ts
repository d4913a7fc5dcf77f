/**
 * The layout frame of each terminal route set (spec §1, §2 "/layout (shell whose layout
 * depends on variant)"): the header title, the header's colours and the built-in
 * navigation. Variants 0 and 3 keep the original frame; 1, 2/4 and 5 have their own.
 */
import {
  LuCalendarDays,
  LuCalendarPlus,
  LuClipboardCheck,
  LuClipboardList,
  LuFilePen,
  LuHouse,
  LuPresentation,
  LuUtensils,
  LuZap,
} from 'react-icons/lu';
import type { TerminalVariant } from '../../platform/variants/spec-routes';
import { FRAME_TITLE_KEYS } from './frame-titles';
import { NAV, type NavItem } from './terminal-nav';

/** One variant's frame. */
export interface TerminalFrame {
  /** i18n key (`ns:key`) of the product title in the header. */
  titleKey: string;
  /** i18n key of the home page's tagline under the greeting. */
  taglineKey: string;
  /** Header gradient, from and to (Chakra colour tokens). */
  gradient: readonly [string, string];
  /** The built-in navigation (also labels and icons of the user's known menu pages). */
  nav: readonly NavItem[];
  /** Entries the navigation row shows from `md` before "More" (TerminalNav `rowTabs`); absent: all, wrapping. */
  rowTabs?: number;
}

const HOME: NavItem = { to: '/home', label: { key: 'nav.home' }, icon: LuHouse, match: '/home' };
const CALENDAR: NavItem = {
  to: '/calendar',
  label: { key: 'variants:nav.calendar' },
  icon: LuCalendarDays,
  match: '/calendar',
};
const APPLY: NavItem = { to: '/apply', label: { key: 'variants:nav.apply' }, icon: LuFilePen, match: '/apply' };
/** Variant 5: the free meeting rooms (features/conference). */
const MEET: NavItem = { to: '/meet', label: { key: 'conference:nav.meet' }, icon: LuPresentation, match: '/meet' };
/** Variant 5: the user's meeting orders (the conference-center page). */
const MY_MEETINGS: NavItem = {
  to: '/conference-center',
  label: { key: 'conference:nav.myMeetings' },
  icon: LuClipboardList,
  match: '/conference-center',
};
/** Variant 5's catering entry: the restaurant's menus, ordering a delivery and my deliveries. */
const CATERING: NavItem = {
  to: '/catering',
  label: { key: 'conferenceCatering:nav.catering' },
  icon: LuUtensils,
  match: '/catering',
};

/** The frames by route set. */
export const FRAMES: Readonly<Record<TerminalVariant, TerminalFrame>> = {
  v03: {
    titleKey: FRAME_TITLE_KEYS.v03,
    taglineKey: 'terminal:home.subtitle',
    gradient: ['teal.700', 'cyan.700'],
    nav: NAV,
  },
  v1: {
    titleKey: FRAME_TITLE_KEYS.v1,
    taglineKey: 'variants:v1.tagline',
    gradient: ['blue.800', 'blue.600'],
    nav: [
      HOME,
      { to: '/appointment/gymnasium', label: { key: 'nav.book' }, icon: LuCalendarPlus, match: '/appointment' },
      { to: '/quick', label: { key: 'quick:nav.quick' }, icon: LuZap, match: '/quick' },
      CALENDAR,
      APPLY,
    ],
  },
  v24: {
    titleKey: FRAME_TITLE_KEYS.v24,
    taglineKey: 'variants:v24.tagline',
    gradient: ['green.800', 'green.700'],
    nav: [HOME, CALENDAR, { to: '/sign', label: { key: 'variants:nav.sign' }, icon: LuClipboardCheck, match: '/sign' }],
  },
  v5: {
    titleKey: FRAME_TITLE_KEYS.v5,
    taglineKey: 'variants:v5.tagline',
    gradient: ['purple.800', 'pink.700'],
    nav: [HOME, MEET, MY_MEETINGS, CATERING, APPLY],
    // Meetings, catering, vouchers, settlements and approvals: a row of seven and "More".
    rowTabs: 7,
  },
};
