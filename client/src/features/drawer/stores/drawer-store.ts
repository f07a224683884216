import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage';
import { clampDrawerWidth, DRAWER_WIDTHS, parseStoredWidth } from '../utils/drawer-logic';

const WIDTH_KEY = 'psycare.drawer.width';
const COLLAPSED_KEY = 'psycare.drawer.collapsed';
const GROUPS_KEY = 'psycare.drawer.closedGroups';

function storedGroups(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(readStorage(GROUPS_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

interface DrawerState {
  /** small screens: the temporary drawer is showing */
  mobileOpen: boolean;
  /** medium screens and up: the permanent drawer is folded away */
  collapsed: boolean;
  /** medium screens and up, dragged by the user (clamped), remembered */
  width: number;
  /** collapsible groups the user closed, by key (remembered) */
  closedGroups: Record<string, boolean>;
  /** the drawer element is in the page (its lazy chunk has loaded and it is open): aria-controls may point at it */
  rendered: boolean;
  setRendered: (rendered: boolean) => void;
  setMobileOpen: (open: boolean) => void;
  toggleCollapsed: () => void;
  setWidth: (width: number, remember?: boolean) => void;
  toggleGroup: (key: string) => void;
}

/** The side drawer's UI state. Small and dependency-free: the top bar's toggle reads it. */
export const useDrawer = create<DrawerState>()((set, get) => ({
  mobileOpen: false,
  collapsed: readStorage(COLLAPSED_KEY) === 'true',
  width: parseStoredWidth(readStorage(WIDTH_KEY)) ?? DRAWER_WIDTHS.medium,
  closedGroups: storedGroups(),
  rendered: false,
  setRendered: (rendered) => {
    if (rendered !== get().rendered) set({ rendered });
  },
  setMobileOpen: (open) => set({ mobileOpen: open }),
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    writeStorage(COLLAPSED_KEY, String(collapsed));
    set({ collapsed });
  },
  setWidth: (width, remember = true) => {
    const next = clampDrawerWidth(width);
    if (remember) writeStorage(WIDTH_KEY, String(next));
    if (next !== get().width) set({ width: next });
  },
  toggleGroup: (key) => {
    const closedGroups = { ...get().closedGroups, [key]: !get().closedGroups[key] };
    writeStorage(GROUPS_KEY, JSON.stringify(closedGroups));
    set({ closedGroups });
  },
}));
