import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { currentLocale, i18n } from '@/lib/i18n';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A password field with a show/hide toggle that keeps the field's own label clean. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput({ label, ...rest }, ref) {
    const [isVisible, setIsVisible] = useState(false);
    // German writes its nouns capitalised: "Passwort anzeigen", not "passwort".
    const field = currentLocale() === 'de' ? label : label.toLowerCase();
    return (
      <TextField
        ref={ref}
        label={label}
        type={isVisible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            onClick={() => setIsVisible((v) => !v)}
            aria-label={
              isVisible ? i18n.t('Hide {field}', { field }) : i18n.t('Show {field}', { field })
            }
            aria-pressed={isVisible}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            {isVisible ? (
              <EyeOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Eye aria-hidden="true" className="h-4 w-4" />
            )}
          </button>
        }
        {...rest}
      />
    );
  },
);
