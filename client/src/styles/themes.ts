/**
 * Two calm palettes (soft teal, warm neutrals, a touch of lavender). Every text/background pair used in the
 * components meets WCAG AA (4.5:1 for text); checked with the WCAG relative-luminance formula.
 */
export type ThemeName = 'light' | 'dark';

export interface Palette {
  bg: string;
  surface: string;
  surfaceAlt: string;
  border: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySoft: string;
  onPrimarySoft: string;
  accent: string;
  focus: string;
  danger: string;
  dangerSoft: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  info: string;
  infoSoft: string;
  /** a warm sand tint for decorative backgrounds (hero) */
  warmSoft: string;
  userBubble: string;
  onUserBubble: string;
  botBubble: string;
  overlay: string;
  shadow: string;
}

const light: Palette = {
  bg: '#f6f7f4',
  surface: '#ffffff',
  surfaceAlt: '#eef2ef',
  border: '#d9e1dd',
  text: '#1d2a29',
  textMuted: '#4f5f5d',
  primary: '#2c6e68',
  primaryHover: '#235954',
  onPrimary: '#ffffff',
  primarySoft: '#e2efec',
  onPrimarySoft: '#1c4a46',
  accent: '#5b4d94',
  focus: '#1f5fbf',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  success: '#1e7a4c',
  successSoft: '#e6f4ec',
  warning: '#8a5300',
  warningSoft: '#fdf3e1',
  info: '#245b91',
  infoSoft: '#e7f0fa',
  warmSoft: '#f8e8d8',
  userBubble: '#dcede9',
  onUserBubble: '#17312f',
  botBubble: '#ffffff',
  overlay: 'rgba(20, 32, 30, 0.45)',
  shadow: '0 1px 2px rgba(20, 40, 36, 0.06), 0 4px 16px rgba(20, 40, 36, 0.06)',
};

const dark: Palette = {
  bg: '#0f1615',
  surface: '#172120',
  surfaceAlt: '#1e2a29',
  border: '#2e3d3b',
  text: '#e4ecea',
  textMuted: '#a2b3b0',
  primary: '#7fc8be',
  primaryHover: '#98d6cd',
  onPrimary: '#0d1f1d',
  primarySoft: '#1f3a37',
  onPrimarySoft: '#cbeae5',
  accent: '#b3a6e6',
  focus: '#8ab4f8',
  danger: '#f29c94',
  dangerSoft: '#3a1d1b',
  success: '#7dd3a5',
  successSoft: '#17301f',
  warning: '#f0c36d',
  warningSoft: '#33290f',
  info: '#8fbceb',
  infoSoft: '#172a3d',
  warmSoft: '#2a2119',
  userBubble: '#234440',
  onUserBubble: '#e4f3f0',
  botBubble: '#172120',
  overlay: 'rgba(0, 0, 0, 0.6)',
  shadow: '0 1px 2px rgba(0, 0, 0, 0.3), 0 4px 16px rgba(0, 0, 0, 0.25)',
};

const shared = {
  radii: { sm: '8px', md: '12px', lg: '18px', pill: '999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  layout: { topBar: '64px', topBarSmall: '54px', maxWidth: '1120px', readable: '760px' },
};

export interface AppTheme {
  name: ThemeName;
  colors: Palette;
  radii: typeof shared.radii;
  fonts: typeof shared.fonts;
  layout: typeof shared.layout;
}

export const themes: Record<ThemeName, AppTheme> = {
  light: { name: 'light', colors: light, ...shared },
  dark: { name: 'dark', colors: dark, ...shared },
};

/** Small screens: phones (the top bar is 54px there and labels get shorter). */
export const media = {
  small: '@media (max-width: 599px)',
  medium: '@media (min-width: 600px)',
  large: '@media (min-width: 960px)',
} as const;
