/** The marketing figures of spec section 2, shown on the landing and about pages. */
export const FIGURES = {
  players: { value: '50K+', label: /*i18n*/ 'Active players' },
  tournaments: { value: '1.2K+', label: /*i18n*/ 'Tournaments' },
  communities: { value: '200+', label: /*i18n*/ 'Communities' },
  uptime: { value: '99.9%', label: /*i18n*/ 'Uptime' },
  satisfaction: { value: '95%', label: /*i18n*/ 'Satisfaction' },
} as const;
