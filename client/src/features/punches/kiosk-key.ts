/** This browser's kiosk: the key the server gave it once, and what it was named. */
export interface KioskIdentity {
  key: string;
  kioskId: string;
  name: string;
}

const STORAGE_KEY = 'sasm.kiosk';
const CHANGED = 'sasm-kiosk-changed';

export function storedKiosk(): KioskIdentity | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as KioskIdentity | null;
    return value && typeof value.key === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function storeKiosk(identity: KioskIdentity): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(identity));
  window.dispatchEvent(new Event(CHANGED));
}

export function forgetKiosk(): void {
  localStorage.removeItem(STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** The stored kiosk's key, or '' (a plain value, for useSyncExternalStore). */
export const storedKioskKey = () => storedKiosk()?.key ?? '';

/** Calls `onChange` when this browser's kiosk is set up or forgotten (here or in another tab). */
export function watchKiosk(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
