import { createContext, useContext } from 'react';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** F§3 Toast: duration in ms, default 5000; 0 or less means it stays until dismissed. */
export interface ToastOptions {
  type?: ToastType;
  duration?: number;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): string;
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts; only inside <ToastProvider>. */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
