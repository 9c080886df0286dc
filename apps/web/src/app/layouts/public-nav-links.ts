/** The public pages' site links, in the header from lg up and in the phone menu below. */
export const PUBLIC_NAV_LINKS = [
  { to: '/#features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help' },
  { to: '/contact', label: 'Contact' },
] as const;
