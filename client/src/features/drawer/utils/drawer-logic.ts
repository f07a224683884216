import type { ChatSummary } from '../../../../../shared/api';

/** SPEC §2/§9: drawer widths by screen size (small / medium / large). */
export const DRAWER_WIDTHS = { small: 280, medium: 260, large: 260 } as const;
/** Dragging is clamped between half and one and a half times the medium width. */
export const DRAWER_MIN_WIDTH = DRAWER_WIDTHS.medium * 0.5;
export const DRAWER_MAX_WIDTH = DRAWER_WIDTHS.medium * 1.5;
/** Breakpoints of the theme: small below 600px, large from 960px. */
export const MEDIUM_MIN_VIEWPORT = 600;
export const LARGE_MIN_VIEWPORT = 960;
export const BADGE_MAX = 99;
/**
 * The drawer's chat groups in their order: SPEC §2's three, with my chats shared with named people apart from
 * the public ones (a chat confided to one person is not published), then the chats others shared with me.
 */
export const DRAWER_CHAT_GROUPS = ['private', 'people', 'public', 'followed', 'shared'] as const;
export type DrawerChatGroup = (typeof DRAWER_CHAT_GROUPS)[number];
/** The drawer element's id (the top-bar toggle and the resize handle control it). */
export const DRAWER_ID = 'app-drawer';
export const MEDIUM_UP = `(min-width: ${MEDIUM_MIN_VIEWPORT}px)`;

export type ScreenSize = keyof typeof DRAWER_WIDTHS;

export function screenSizeOf(viewportWidth: number): ScreenSize {
  if (viewportWidth < MEDIUM_MIN_VIEWPORT) return 'small';
  return viewportWidth < LARGE_MIN_VIEWPORT ? 'medium' : 'large';
}

export function defaultDrawerWidth(viewportWidth: number): number {
  return DRAWER_WIDTHS[screenSizeOf(viewportWidth)];
}

/** Any width (dragged, typed, read back from storage) brought into the allowed range; junk gives the default. */
export function clampDrawerWidth(width: number): number {
  if (!Number.isFinite(width)) return DRAWER_WIDTHS.medium;
  return Math.round(Math.min(DRAWER_MAX_WIDTH, Math.max(DRAWER_MIN_WIDTH, width)));
}

/** A remembered width, or null when there is none worth using. */
export function parseStoredWidth(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? clampDrawerWidth(value) : null;
}

const KEY_STEP = 16;
const PAGE_STEP = 64;

/** The width after a key press on the resize handle, or null when the key does not resize. */
export function resizeByKey(width: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampDrawerWidth(width - KEY_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampDrawerWidth(width + KEY_STEP);
    case 'PageDown':
      return clampDrawerWidth(width - PAGE_STEP);
    case 'PageUp':
      return clampDrawerWidth(width + PAGE_STEP);
    case 'Home':
      return DRAWER_MIN_WIDTH;
    case 'End':
      return DRAWER_MAX_WIDTH;
    default:
      return null;
  }
}

/** A count badge shows at most 99 (SPEC §2); its accessible label says the real count. */
export function badgeText(count: number): string {
  return String(Math.min(BADGE_MAX, Math.max(0, Math.floor(count))));
}

type Audience = 'private' | 'people' | 'public';

/** Own chats by audience: private (nobody else reads), people (only the named users read), public (everyone reads). */
export function splitOwnedChats(chats: readonly ChatSummary[]): Record<Audience, ChatSummary[]> {
  const result: Record<Audience, ChatSummary[]> = { private: [], people: [], public: [] };
  for (const chat of chats) result[chat.public ? 'public' : chat.shared_with.length > 0 ? 'people' : 'private'].push(chat);
  return result;
}

export function hasUnread(chats: readonly Pick<ChatSummary, 'id'>[], unread: ReadonlySet<string>): boolean {
  return unread.size > 0 && chats.some((chat) => unread.has(chat.id));
}
