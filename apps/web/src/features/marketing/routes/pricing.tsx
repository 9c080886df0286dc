import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Accordion } from '@/features/marketing/components/accordion';
import { BillingToggle } from '@/features/marketing/components/billing-toggle';
import { PlanCard } from '@/features/marketing/components/plan-card';
import { PricingComparison } from '@/features/marketing/components/pricing-comparison';
import { TestimonialList } from '@/features/marketing/components/testimonial-card';
import {
  FREE_FEATURES,
  PRICING_FAQS,
  PRO_FEATURES,
  PRO_PRICE,
  TRIAL_DAYS,
  YEARLY_SAVING_PERCENT,
  type BillingPeriod,
} from '@/features/marketing/content/pricing';
import { PRICING_TESTIMONIALS } from '@/features/marketing/content/testimonials';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';

const FAQ_ITEMS = PRICING_FAQS.map(({ question, answer }, i) => ({
  id: `faq-${i + 1}`,
  title: question,
  content: <p>{answer}</p>,
}));

/** The pricing page (spec sections 2 and 9): plans, comparison, reviews, FAQs. */
export default function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  usePageMeta(
    'Pricing',
    `Courtside is free for up to 5 tournaments. Pro is $${PRO_PRICE.monthly} a month or $${PRO_PRICE.yearly} a year, with a ${TRIAL_DAYS}-day free trial and no credit card required.`,
  );
  const trial = `${TRIAL_DAYS}-day Pro trial, no credit card required`;

  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-16 text-center sm:px-6 sm:pt-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Simple, transparent pricing
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Start free. Upgrade to Pro when your tournaments grow. {trial}.
          </p>
          <div className="mt-8">
            <BillingToggle period={period} onChange={setPeriod} />
          </div>
        </div>
        <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-8 sm:px-6 md:grid-cols-2">
          <PlanCard
            name="Free"
            description="For casual organizers and small clubs getting started."
            price="$0"
            period="forever"
            features={FREE_FEATURES}
            cta={{ label: 'Get Started Free', to: '/register' }}
          />
          <PlanCard
            name="Pro"
            description="For clubs and organizers who run tournaments all season."
            price={`$${PRO_PRICE[period]}`}
            period={period === 'monthly' ? '/month' : '/year'}
            features={PRO_FEATURES}
            cta={{ label: 'Start Free Trial', to: '/register' }}
            note={trial}
            isFeatured
            badge={
              period === 'yearly' ? (
                <Badge variant="success">Save {YEARLY_SAVING_PERCENT}%</Badge>
              ) : (
                <Badge variant="info">Most popular</Badge>
              )
            }
          />
        </div>
      </div>
      <PricingComparison />
      <section aria-labelledby="pricing-reviews" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="pricing-reviews" className="text-center text-3xl font-bold text-slate-900">
            What organizers say
          </h2>
          <TestimonialList
            testimonials={PRICING_TESTIMONIALS}
            className="mt-8 grid gap-6 md:grid-cols-2"
          />
        </div>
      </section>
      <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="pricing-faq" className="text-center text-3xl font-bold text-slate-900">
          Frequently asked questions
        </h2>
        <div className="mt-8">
          <Accordion items={FAQ_ITEMS} />
        </div>
      </section>
      <section aria-labelledby="pricing-sales" className="bg-brand-800 py-14 text-center">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">
          <h2 id="pricing-sales" className="text-2xl font-bold text-white sm:text-3xl">
            Running a league, a club network or a big event?
          </h2>
          <p className="mt-3 text-brand-50">
            Talk to us about volume pricing, invoicing and onboarding.
          </p>
          <Link to="/contact" className={`${buttonClasses('outline', 'lg')} mt-6`}>
            Contact Sales
          </Link>
        </div>
      </section>
    </>
  );
}
