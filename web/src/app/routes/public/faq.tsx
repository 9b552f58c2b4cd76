import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { InfoPage } from '@/features/public-site/components/info-page';
import { usePageMeta } from '@/hooks/use-page-meta';

const QUESTIONS: { q: string; a: ReactNode }[] = [
  { q: 'What does Lensloop cost?', a: 'Nothing. Lensloop is free for eye-care practices and for their patients. Patients pay only for their lenses, at the price their practice sets.' },
  { q: 'Which lenses can I order?', a: 'Lensloop carries all major contact lens manufacturers. Your practice sees the whole catalogue; patients see the products their prescription allows.' },
  { q: 'How much is shipping?', a: 'Shipping is free, to the practice’s office or to the patient’s home, anywhere in the 50 US states and DC. We cannot ship to PO boxes or military APO/FPO addresses.' },
  {
    q: 'Can I return an order?',
    a: (
      <>
        Yes. We accept returns for a full year after the order, on any order, in any condition, opened boxes included. See the{' '}
        <Link to={paths.returnPolicy.path}>Return Policy</Link>.
      </>
    ),
  },
  { q: 'Do I need a prescription?', a: 'Yes. Every order is for a valid prescription written by your eye-care professional. When it expires, call your doctor; after your exam they update it in Lensloop.' },
  { q: 'How do I get an account as a patient?', a: 'Your eye-care practice creates it and emails you an invitation with a link to set your password. Ask them to send it again if it has expired.' },
  {
    q: 'How does my practice join?',
    a: (
      <>
        Fill in the <Link to={paths.practiceSignup.path}>practice sign-up</Link>. We review new practices within two business days and email the contact
        person a link to set a password.
      </>
    ),
  },
  { q: 'I forgot my password.', a: 'Use “Forgot password?” on the sign-in page; we email you a link to choose a new one. The link works for one hour.' },
  {
    q: 'How do I reach support?',
    a: (
      <>
        Use the <Link to={paths.contact.path}>contact form</Link>, or the support email and phone number at the bottom of every page.
      </>
    ),
  },
];

/** FAQ (spec point 2, implied public page). */
export default function FaqRoute() {
  usePageMeta('Frequently asked questions', 'Answers about Lensloop: what it costs, which lenses it carries, shipping, returns, prescriptions and accounts.');
  return (
    <InfoPage eyebrow="Help" title="Frequently asked questions" lead="The short answers. Can’t find yours? Get in touch and our support team will help.">
      <div className="faq">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q}>
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </div>
    </InfoPage>
  );
}
