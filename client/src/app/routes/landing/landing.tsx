import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../../features/auth/stores/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { Contact } from './contact';
import { Faq } from './faq';
import { Features, Highlights } from './features';
import { Hero } from './hero';
import { Pricing } from './pricing';
import { Releases } from './releases';

/** / : hero, highlights, features, pricing, what's new, FAQ and contact (the layout adds the footer with the newsletter). */
export default function LandingRoute() {
  const signedIn = useSession((s) => s.username !== null);
  const { hash } = useLocation();
  usePageTitle(null);

  // Footer links such as /#pricing land on their section.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
  return (
    <>
      <Hero signedIn={signedIn} />
      <Highlights />
      <Features />
      <Pricing signedIn={signedIn} />
      <Releases />
      <Faq />
      <Contact />
    </>
  );
}
