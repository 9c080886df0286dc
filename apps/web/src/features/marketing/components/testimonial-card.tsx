import { Star } from 'lucide-react';
import type { Testimonial } from '@/features/marketing/content/testimonials';
import { initials } from '@/features/marketing/lib/initials';
import { i18n } from '@/lib/i18n';

/** One review: five stars, the quote, and who said it (initials instead of a photo). */
export function TestimonialCard({ quote, name, role }: Testimonial) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div
        role="img"
        aria-label={i18n.t('5 out of 5 stars')}
        className="flex gap-0.5 text-amber-500"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} aria-hidden="true" className="h-5 w-5 fill-current" />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-800">
        <p>{i18n.t('“{quote}”', { quote: i18n.t(quote) })}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
        >
          {initials(name)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-sm text-slate-600">{i18n.t(role)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Reviews side by side, one card each. */
export function TestimonialList({
  testimonials,
  className,
}: {
  testimonials: Testimonial[];
  className: string;
}) {
  return (
    <ul className={className}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard {...testimonial} />
        </li>
      ))}
    </ul>
  );
}
