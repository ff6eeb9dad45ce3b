import { MaterialDesignContent, SnackbarProvider, type SnackbarProviderProps } from 'notistack';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSettingsStore } from '../settings/settings-store';

/** Spec §4 variants. */
export const TOAST_VARIANTS = ['default', 'success', 'warning', 'error', 'info'] as const;

/** Spec §4 default: top-right, at most 3 at once, no duplicates, gone after 2 s. */
export const TOP_RIGHT_TOASTS = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  maxSnack: 3,
  preventDuplicate: true,
  autoHideDuration: 2000,
} as const satisfies Partial<SnackbarProviderProps>;

/**
 * Spec §4 second configuration: bottom-left, 3 visible and the rest queued, gone after 5000 ms unless
 * enqueued with `persist: true`, entering in 225 ms and leaving in 195 ms.
 */
export const BOTTOM_LEFT_TOASTS = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
  maxSnack: 3,
  autoHideDuration: 5000,
  transitionDuration: { enter: 225, exit: 195 },
} as const satisfies Partial<SnackbarProviderProps>;

export const TOAST_CONFIGS = { 'top-right': TOP_RIGHT_TOASTS, 'bottom-left': BOTTOM_LEFT_TOASTS } as const;

/** Toasts drawn with the product's surfaces: a coloured edge on the paper colour, not a solid block. */
const Toast = styled(MaterialDesignContent)(({ theme }) => {
  const edge = (color: string) => ({
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    borderLeft: `4px solid ${color}`,
    boxShadow: theme.palette.mode === 'dark' ? '0 10px 30px rgba(0,0,0,0.5)' : '0 10px 30px rgba(15,23,42,0.15)',
    border: `1px solid ${theme.palette.divider}`,
    borderLeftWidth: 4,
    borderLeftColor: color,
    borderRadius: theme.shape.borderRadius,
    fontWeight: 500,
    '& svg': { color },
  });
  return {
    '&.notistack-MuiContent-default': edge(theme.palette.text.secondary),
    '&.notistack-MuiContent-success': edge(theme.palette.success.main),
    '&.notistack-MuiContent-warning': edge(theme.palette.warning.main),
    '&.notistack-MuiContent-error': edge(theme.palette.error.main),
    '&.notistack-MuiContent-info': edge(theme.palette.info.main),
  };
});

export const TOAST_COMPONENTS = Object.fromEntries(TOAST_VARIANTS.map((variant) => [variant, Toast])) as Record<
  (typeof TOAST_VARIANTS)[number],
  typeof Toast
>;

/** The app's notistack provider: the configuration the settings choose, toasts drawn as the product's. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const toastPosition = useSettingsStore((s) => s.toastPosition);
  return (
    <SnackbarProvider {...TOAST_CONFIGS[toastPosition]} Components={TOAST_COMPONENTS}>
      {children}
    </SnackbarProvider>
  );
}
