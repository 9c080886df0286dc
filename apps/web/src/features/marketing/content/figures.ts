/** The marketing figures of spec section 2, shown on the landing and about pages. */
export const FIGURES = {
  players: { value: '50K+', label: 'Active players' },
  tournaments: { value: '1.2K+', label: 'Tournaments' },
  communities: { value: '200+', label: 'Communities' },
  uptime: { value: '99.9%', label: 'Uptime' },
  satisfaction: { value: '95%', label: 'Satisfaction' },
} as const;
