import { proxy, subscribe } from 'valtio';

export type ThemeName = 'light' | 'dark';
const STORAGE_KEY = 'toolbox.theme';

function initialTheme(): ThemeName {
  if (typeof window === 'undefined') return 'light';
  const saved = window.localStorage.getItem(STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The app-wide theme: applied to <html data-theme> and persisted in local storage. */
export const themeModel = proxy({ theme: initialTheme() });

function apply(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = themeModel.theme;
}
apply();
subscribe(themeModel, () => {
  apply();
  window.localStorage.setItem(STORAGE_KEY, themeModel.theme);
});

export function setTheme(theme: ThemeName): void {
  themeModel.theme = theme;
}

export function toggleTheme(): void {
  setTheme(themeModel.theme === 'dark' ? 'light' : 'dark');
}
