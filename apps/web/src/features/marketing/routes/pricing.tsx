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
  formatPrice,
  pricingValues,
  type BillingPeriod,
} from '@/features/marketing/content/pricing';
import { PRICING_TESTIMONIALS } from '@/features/marketing/content/testimonials';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { currentLocale, i18n } from '@/lib/i18n';

/** The pricing page (spec sections 2 and 9): plans, comparison, reviews, FAQs. */
export default function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const values = pricingValues();
  usePageMeta(
    i18n.t('Pricing'),
    i18n.t(
      'Courtside is free for up to {limit} tournaments. Pro is {monthlyPrice} a month or {yearlyPrice} a year, with a {days}-day free trial and no credit card required.',
      values,
    ),
  );
  const faqItems = PRICING_FAQS.map(({ question, answer }, i) => ({
    id: `faq-${i + 1}`,
    title: i18n.t(question, values),
    content: <p>{i18n.t(answer, values)}</p>,
  }));

  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-16 text-center sm:px-6 sm:pt-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {i18n.t('Simple, transparent pricing')}
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            {i18n.t(
              'Start free. Upgrade to Pro when your tournaments grow. {days}-day Pro trial, no credit card required.',
              values,
            )}
          </p>
          <div className="mt-8">
            <BillingToggle period={period} onChange={setPeriod} />
          </div>
        </div>
        <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-8 sm:px-6 md:grid-cols-2">
          <PlanCard
            name={i18n.t('Free')}
            description={i18n.t('For casual organizers and small clubs getting started.')}
            price={formatPrice(0)}
            period={i18n.t('forever')}
            features={FREE_FEATURES.map((feature) => i18n.t(feature, values))}
            cta={{ label: i18n.t('Get Started Free'), to: '/register' }}
          />
          <PlanCard
            name="Pro"
            description={i18n.t('For clubs and organizers who run tournaments all season.')}
            price={formatPrice(PRO_PRICE[period])}
            period={period === 'monthly' ? i18n.t('/month') : i18n.t('/year')}
            features={PRO_FEATURES.map((feature) => i18n.t(feature))}
            cta={{ label: i18n.t('Start Free Trial'), to: '/register' }}
            note={i18n.t('{days}-day Pro trial, no credit card required', values)}
            isFeatured
            badge={
              period === 'yearly' ? (
                <Badge variant="success">{i18n.t('Save {percent}%', values)}</Badge>
              ) : (
                <Badge variant="info">{i18n.t('Most popular')}</Badge>
              )
            }
          />
        </div>
      </div>
      <PricingComparison />
      <section aria-labelledby="pricing-reviews" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="pricing-reviews" className="text-center text-3xl font-bold text-slate-900">
            {i18n.t('What organizers say')}
          </h2>
          <TestimonialList
            testimonials={PRICING_TESTIMONIALS}
            className="mt-8 grid gap-6 md:grid-cols-2"
          />
        </div>
      </section>
      <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="pricing-faq" className="text-center text-3xl font-bold text-slate-900">
          {i18n.t('Frequently asked questions')}
        </h2>
        <div className="mt-8">
          <Accordion items={faqItems} />
        </div>
      </section>
      <section aria-labelledby="pricing-sales" className="bg-brand-800 py-14 text-center">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">
          <h2 id="pricing-sales" className="text-2xl font-bold text-white sm:text-3xl">
            {i18n.t('Running a league, a club network or a big event?')}
          </h2>
          <p className="mt-3 text-brand-50">
            {i18n.t('Talk to us about volume pricing, invoicing and onboarding.')}
          </p>
          <Link
            to={localizedPath('/contact', currentLocale())}
            className={`${buttonClasses('outline', 'lg')} mt-6`}
          >
            {i18n.t('Contact Sales')}
          </Link>
        </div>
      </section>
    </>
  );
}
