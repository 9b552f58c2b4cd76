import { useSearchParams } from 'react-router-dom';
import { CONTACT_TOPICS, type ContactTopic } from '@domain/contact/events';
import { ContactForm } from '@/features/public-site/components/contact-form';
import { InfoPage } from '@/features/public-site/components/info-page';
import { useSiteInfo } from '@/features/public-site/api/get-site-info';
import { usePageMeta } from '@/hooks/use-page-meta';
import { formatUsPhone } from '@/lib/format';

/** Contact (spec point 2, "get in touch"): the form, and the support e-mail and phone. */
export default function ContactRoute() {
  usePageMeta('Contact us', 'Get in touch with the Lensloop support team about orders, returns, your account or joining as a practice.');
  const [params] = useSearchParams();
  const topic = params.get('topic');
  const initialTopic = (CONTACT_TOPICS as readonly string[]).includes(topic ?? '') ? (topic as ContactTopic) : undefined;
  const support = useSiteInfo();
  return (
    <InfoPage
      eyebrow="Contact"
      title="Get in touch"
      lead={
        <p>
          Write to our support team and we’ll answer by email, usually within one business day.
          {support ? (
            <>
              {' '}
              You can also call us at <a href={`tel:+1${support.supportPhone}`}>{formatUsPhone(support.supportPhone)}</a> or email{' '}
              <a href={`mailto:${support.supportEmail}`}>{support.supportEmail}</a>.
            </>
          ) : null}
        </p>
      }
    >
      <ContactForm initialTopic={initialTopic} />
    </InfoPage>
  );
}
