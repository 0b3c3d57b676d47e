import { THEMES, type Theme } from '@shared/constants';

/** The choice as this device last knew it: the first paint after a reload is already in it, before the profile arrives. */
export const THEME_STORAGE_KEY = 'stayops.theme';
/** Ionic's dark palette (palettes/dark.class.css) and the brand's dark colours (theme/variables.css) hang on it. */
export const DARK_CLASS = 'ion-palette-dark';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null);

let chosen: Theme = 'system';
let listening = false;

function paint(): void {
  const dark = chosen === 'dark' || (chosen === 'system' && !!media()?.matches);
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  // Form controls, scrollbars and the browser's own surfaces follow too.
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a theme now and remembers it on this device; `system` follows the device as it changes (night mode at dusk). */
export function applyTheme(theme: Theme): void {
  chosen = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // It still applies to this visit.
  }
  const query = media();
  if (query && !listening) {
    listening = true;
    query.addEventListener('change', paint);
  }
  paint();
}

export function currentTheme(): Theme {
  return chosen;
}
