import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { i18n } from '@/lib/i18n';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs ('Deleting...'). */
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The one confirmation for destructive actions: says what will happen, Cancel
 * first, the red action second; it cannot be dismissed while the action runs.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  isBusy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal isOpen title={title} size="sm" onClose={onClose} isDismissDisabled={isBusy}>
      <div className="space-y-2 text-slate-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isBusy}>
          {i18n.t('Cancel')}
        </Button>
        <Button variant="danger" isLoading={isBusy} onClick={onConfirm}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
