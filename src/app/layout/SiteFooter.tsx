import { Footer } from '@/components/layout';
import { config } from '@/config/env';

/** The footer with the configured contact email, complaints-book and social links, and the current year. */
export function SiteFooter() {
  return (
    <Footer
      year={new Date().getFullYear()}
      providerName={config.providerName}
      contactEmail={config.contactEmail}
      complaintsBookUrl={config.complaintsBookUrl}
      social={config.social}
    />
  );
}
