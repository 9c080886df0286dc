import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { i18n } from '@/lib/i18n';

interface SettingsCardProps {
  title: string;
  description: string;
  /** The form's submit handler (react-hook-form's handleSubmit, see use-settings-group). */
  onSave: (event?: FormEvent) => void;
  isSaving: boolean;
  saveLabel?: string;
  /** What the server said about the saved choices (friends-only, say). */
  notices?: string[];
  children: ReactNode;
}

/** A settings tab: its title, its controls, and one save button. */
export function SettingsCard({
  title,
  description,
  onSave,
  isSaving,
  saveLabel,
  notices = [],
  children,
}: SettingsCardProps) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <form noValidate onSubmit={onSave} className="mt-4">
        {children}
        {notices.length > 0 && (
          <div className="mt-4 space-y-2">
            {notices.map((notice) => (
              <Alert key={notice} tone="info">
                {i18n.t(notice)}
              </Alert>
            ))}
          </div>
        )}
        <div className="mt-6 flex justify-end">
          <Button type="submit" isLoading={isSaving}>
            {isSaving ? i18n.t('Saving...') : (saveLabel ?? i18n.t('Save Changes'))}
          </Button>
        </div>
      </form>
    </Card>
  );
}
