import type { LucideIcon } from 'lucide-react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { i18n } from '@/lib/i18n';

/**
 * A call to action the spec gives no destination (Watch Demo, Join Community,
 * Learn more): shown, so the page reads as designed, but as a disabled button
 * rather than a link that goes nowhere.
 */
export function UnavailableAction({
  label,
  icon: Icon,
  variant = 'outline',
}: {
  label: string;
  icon?: LucideIcon;
  variant?: ButtonVariant;
}) {
  return (
    <button
      type="button"
      disabled
      title={i18n.t('Coming soon')}
      className={buttonClasses(variant, 'lg')}
    >
      {Icon && <Icon aria-hidden="true" className="h-5 w-5" />}
      {label}
    </button>
  );
}
