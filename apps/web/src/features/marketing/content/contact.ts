import { LifeBuoy, Mail, Phone } from 'lucide-react';
import type { ContactMessage } from '@/features/marketing/api/send-contact-message';

/** Business hours as spec section 2 gives them. */
export const BUSINESS_HOURS = [
  /*i18n*/ 'Mon-Fri 9-6 EST',
  /*i18n*/ 'Sat 10-4',
  /*i18n*/ 'Sun closed',
];

export const CONTACT_METHODS = [
  {
    icon: Mail,
    title: /*i18n*/ 'Email',
    detail: 'support@courtside.app',
    note: /*i18n*/ 'We answer within one business day.',
  },
  {
    icon: Phone,
    title: /*i18n*/ 'Phone',
    detail: '+1 (555) 014-2024',
    note: /*i18n*/ 'During business hours.',
  },
  {
    icon: LifeBuoy,
    title: /*i18n*/ 'Help Center',
    detail: /*i18n*/ 'Guides and answers',
    note: /*i18n*/ 'Any time, day or night.',
    to: '/help',
  },
];

export const OFFICES = [
  { city: 'Austin, TX', label: /*i18n*/ 'Headquarters', address: '100 Congress Avenue, Suite 400' },
  { city: 'Naples, FL', label: /*i18n*/ 'Community team', address: '55 Court Street' },
];

export const CONTACT_TYPE_LABELS: Record<ContactMessage['type'], string> = {
  general: /*i18n*/ 'General inquiry',
  tournament: /*i18n*/ 'Tournament support',
  technical: /*i18n*/ 'Technical issue',
  billing: /*i18n*/ 'Billing',
  feature: /*i18n*/ 'Feature request',
};
