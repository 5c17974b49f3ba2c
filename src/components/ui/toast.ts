import { toast as sonnerToast, type ExternalToast } from 'sonner';
import { toastPosition } from './toast-position';

type Show = (message: string, data?: ExternalToast) => string | number;

function placed(show: Show): Show {
  return (message, data) => show(message, { position: toastPosition(), ...data });
}

/**
 * The admin's toasts: sonner's, placed where they cover neither the control that raised them nor
 * its form's fields. Same calls as sonner's `toast.success/error/info`.
 */
export const toast = {
  success: placed(sonnerToast.success),
  error: placed(sonnerToast.error),
  info: placed(sonnerToast.info),
  dismiss: sonnerToast.dismiss,
};
