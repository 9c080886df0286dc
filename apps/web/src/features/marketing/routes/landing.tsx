import { DeferredCourtAnimation } from '@/features/marketing/components/deferred-court-animation';
import { LandingClosingCta } from '@/features/marketing/components/landing-closing-cta';
import { LandingCommunity } from '@/features/marketing/components/landing-community';
import { LandingFeatures } from '@/features/marketing/components/landing-features';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { LandingTestimonials } from '@/features/marketing/components/landing-testimonials';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';
import { useAuthStore } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';

/** The landing page (spec section 2): the same for everyone apart from the calls to action. */
export default function LandingPage() {
  const isSignedIn = useAuthStore((s) => s.isAuthenticated);
  usePageMeta(
    i18n.t('Courtside — pickleball tournaments, live'),
    i18n.t(
      'Courtside runs pickleball tournaments from registration to the final: brackets, live scores and real ratings for players, organizers and clubs.',
    ),
  );
  return (
    <>
      <DeferredCourtAnimation />
      <LandingHero isSignedIn={isSignedIn} />
      <LandingFeatures />
      <LandingCommunity />
      <LandingTestimonials />
      <LandingClosingCta isSignedIn={isSignedIn} />
    </>
  );
}
