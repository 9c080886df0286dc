import { FIGURES } from '@/features/marketing/content/figures';
import { LANDING_TESTIMONIALS } from '@/features/marketing/content/testimonials';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

const TRUST_FIGURES = [FIGURES.satisfaction, FIGURES.uptime];

export function LandingTestimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-16 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Reviews"
          title="Loved by players and organizers"
        />
        <dl className="mx-auto mt-8 flex max-w-md justify-center gap-12 text-center">
          {TRUST_FIGURES.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-3xl font-bold text-brand-800">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {LANDING_TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard {...testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
