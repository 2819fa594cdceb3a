import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebarCollapsed';

function readStoredCollapsed(): boolean {
  return localStorage.getItem(STORAGE_KEY) === 'true';
}

/** F§4 Sidebar: expanded or collapsed, remembered in local storage across reloads. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readStoredCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      localStorage.setItem(STORAGE_KEY, String(!current));
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
