import { createContext, useContext, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { browserStorage } from '../lib/storage';
import { AppDefaultThemeQuery } from './app-theme.operations';
import { APP_THEME_STORAGE_KEY, applyTheme, DEFAULT_THEME, isThemeName, THEME_STORAGE_KEY, type ThemeName } from './themes';

interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function storedTheme(key: string): ThemeName | null {
  const stored = browserStorage.get(key);
  return isThemeName(stored) ? stored : null;
}

/**
 * The visitor's own choice (stored under `theme`) wins; without one, the theme the
 * admin saved in the settings is the app-wide default. That default is remembered
 * under `appTheme` so boot.js paints it before the first render.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ThemeName | null>(() => storedTheme(THEME_STORAGE_KEY));
  const { data } = useQuery(AppDefaultThemeQuery, { skip: chosen !== null, fetchPolicy: 'cache-and-network' });
  const served = data?.publicSettings.theme;
  const appDefault = isThemeName(served) ? served : (storedTheme(APP_THEME_STORAGE_KEY) ?? DEFAULT_THEME);
  const theme = chosen ?? appDefault;

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useLayoutEffect(() => {
    if (isThemeName(served)) browserStorage.set(APP_THEME_STORAGE_KEY, served);
  }, [served]);

  const setTheme = useCallback((next: ThemeName) => {
    browserStorage.set(THEME_STORAGE_KEY, next);
    setChosen(next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
