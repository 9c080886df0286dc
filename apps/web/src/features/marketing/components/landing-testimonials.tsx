import { FIGURES } from '@/features/marketing/content/figures';
import { LANDING_TESTIMONIALS } from '@/features/marketing/content/testimonials';
import { FigureList } from './figure-list';
import { SectionHeading } from './section-heading';
import { TestimonialList } from './testimonial-card';
import { i18n } from '@/lib/i18n';

const TRUST_FIGURES = [FIGURES.satisfaction, FIGURES.uptime];

export function LandingTestimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-16 bg-white py-16 [content-visibility:auto] [contain-intrinsic-size:auto_800px] sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow={i18n.t('Reviews')}
          title={i18n.t('Loved by players and organizers')}
        />
        <FigureList
          figures={TRUST_FIGURES}
          className="mx-auto mt-8 flex max-w-md justify-center gap-12 text-center"
        />
        <TestimonialList
          testimonials={LANDING_TESTIMONIALS}
          className="mt-12 grid gap-6 md:grid-cols-3"
        />
      </div>
    </section>
  );
}
