import { Building2, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { ContactForm } from '@/features/marketing/components/contact-form';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { BUSINESS_HOURS, CONTACT_METHODS, OFFICES } from '@/features/marketing/content/contact';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { currentLocale, i18n } from '@/lib/i18n';

/** The contact page (spec section 2): ways to reach us, the message form, offices and hours. */
export default function ContactPage() {
  usePageMeta(
    i18n.t('Contact Us'),
    i18n.t(
      'Questions about tournaments, billing or your account? Send the Courtside team a message. Mon-Fri 9-6 EST, Sat 10-4.',
    ),
  );
  return (
    <>
      <PageIntro
        title={i18n.t('Contact Us')}
        lead={i18n.t(
          "Questions about tournaments, billing or your account? Sales questions for your club? We're here to help.",
        )}
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-4 md:grid-cols-3">
          {CONTACT_METHODS.map(({ icon: Icon, title, detail, note, to }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
              <h2 className="mt-3 font-semibold text-slate-900">{i18n.t(title)}</h2>
              {to ? (
                <Link
                  to={localizedPath(to, currentLocale())}
                  className="mt-1 block font-medium text-brand-800 underline"
                >
                  {i18n.t(detail)}
                </Link>
              ) : (
                <p className="mt-1 font-medium text-slate-900">{detail}</p>
              )}
              <p className="mt-1 text-sm text-slate-600">{i18n.t(note)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 grid gap-10 lg:grid-cols-3">
          <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 lg:col-span-2">
            <ContactForm />
          </div>
          <aside className="space-y-8" aria-label={i18n.t('Offices and business hours')}>
            <section aria-labelledby="offices">
              <h2 id="offices" className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <Building2 aria-hidden="true" className="h-5 w-5 text-brand-700" />{' '}
                {i18n.t('Offices')}
              </h2>
              <ul className="mt-4 space-y-4">
                {OFFICES.map(({ city, label, address }) => (
                  <li key={city}>
                    <p className="font-semibold text-slate-900">{city}</p>
                    <p className="text-sm text-slate-600">{i18n.t(label)}</p>
                    <p className="text-sm text-slate-700">{address}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="hours">
              <h2 id="hours" className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />{' '}
                {i18n.t('Business hours')}
              </h2>
              <ul className="mt-4 space-y-1 text-slate-800">
                {BUSINESS_HOURS.map((line) => (
                  <li key={line}>{i18n.t(line)}</li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
