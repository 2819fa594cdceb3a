import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import {
  ToastContext,
  type ToastApi,
  type ToastOptions,
  type ToastType,
} from '@/lib/toast/use-toast';

const DEFAULT_DURATION_MS = 5000;

interface Toast {
  id: string;
  message: string;
  type: ToastType;
  duration: number;
}

// Warnings and errors interrupt a screen reader (alert); the rest wait their turn (status).
const ROLE_OF: Record<ToastType, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  error: 'alert',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = setTimeout(() => {
      onDismiss(toast.id);
    }, toast.duration);
    return () => {
      clearTimeout(timer);
    };
  }, [toast, onDismiss]);

  return (
    <Alert
      role={ROLE_OF[toast.type]}
      severity={toast.type}
      variant="filled"
      elevation={6}
      closeText="Dismiss"
      onClose={() => {
        onDismiss(toast.id);
      }}
      sx={{ pointerEvents: 'auto', minWidth: { sm: 320 } }}
    >
      {toast.message}
    </Alert>
  );
}

/** F§3 Toast: stacked bottom-right, newest last, each dismissable and timed by its duration. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    nextId.current += 1;
    const id = `toast-${String(nextId.current)}`;
    const toast: Toast = {
      id,
      message,
      type: options.type ?? 'info',
      duration: options.duration ?? DEFAULT_DURATION_MS,
    };
    setToasts((current) => [...current, toast]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          left: { xs: 16, sm: 'auto' },
          maxWidth: { sm: 480 },
          zIndex: (theme) => theme.zIndex.snackbar,
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Stack>
    </ToastContext>
  );
}
