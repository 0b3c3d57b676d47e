/** SPEC.md section 9. */
export const BRAND = { primary: '#073937', gold: '#b39060', beige: '#f6f0e6' } as const;
export const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export const DATE_API_FORMAT = 'YYYY-MM-DD';
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY';
export const TIME_ZONE = 'Asia/Kuala_Lumpur';
/** The full-screen loader hides this long after the profile has loaded. */
export const LOADER_HIDE_DELAY_MS = 500;
export const LOADER_LOGO_SIZE = 120;
export const TOAST_DURATION_MS = 3000;
export const LANGUAGES = ['en-US', 'zh-CN', 'ms-MY'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Light, dark, or as the device is set (`system`). */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';
/** The login cookie (DESIGN.md §4): its raw value travels as the Authorization header. */
export const SESSION_COOKIE = 'stayops_token';
