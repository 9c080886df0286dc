import { LifeBuoy, Mail, Phone } from 'lucide-react';
import type { ContactMessage } from '@/features/marketing/api/send-contact-message';

/** Business hours as spec section 2 gives them. */
export const BUSINESS_HOURS = ['Mon-Fri 9-6 EST', 'Sat 10-4', 'Sun closed'];

export const CONTACT_METHODS = [
  {
    icon: Mail,
    title: 'Email',
    detail: 'support@courtside.app',
    note: 'We answer within one business day.',
  },
  {
    icon: Phone,
    title: 'Phone',
    detail: '+1 (555) 014-2024',
    note: 'During business hours.',
  },
  {
    icon: LifeBuoy,
    title: 'Help Center',
    detail: 'Guides and answers',
    note: 'Any time, day or night.',
    to: '/help',
  },
];

export const OFFICES = [
  { city: 'Austin, TX', label: 'Headquarters', address: '100 Congress Avenue, Suite 400' },
  { city: 'Naples, FL', label: 'Community team', address: '55 Court Street' },
];

export const CONTACT_TYPE_LABELS: Record<ContactMessage['type'], string> = {
  general: 'General inquiry',
  tournament: 'Tournament support',
  technical: 'Technical issue',
  billing: 'Billing',
  feature: 'Feature request',
};
