import { createContext, use } from 'react';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

// F§4: dark only when the stored value is exactly 'dark'.
export function readStoredThemeMode(): ThemeMode {
  return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

interface ThemeModeValue {
  mode: ThemeMode;
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = use(ThemeModeContext);
  if (value === null) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
