import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { FactGrid, InfoPage } from '@/features/public-site/components/info-page';
import { FACT_LIST } from '@/features/public-site/facts';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /doctors (spec point 2): for practices — what it costs (nothing), how ordering, pricing, invites and reports work, and the sign-up. */
export default function DoctorsRoute() {
  usePageMeta(
    'For practices',
    'Lensloop is free for eye-care practices: order contact lenses from all major manufacturers, set your own retail prices, invite patients and follow sales in reports.',
  );
  return (
    <InfoPage
      eyebrow="For eye-care practices"
      title="Run your practice’s contact lens orders in one place, for free"
      lead={
        <>
          <p>Lensloop costs your practice nothing: no set-up fee, no subscription, no per-order fee. Sign up in a few minutes; our support team approves new practices within two business days.</p>
        </>
      }
      wide
    >
      <div className="page-actions" style={{ marginTop: 0 }}>
        <ButtonLink to={paths.practiceSignup.path} size="lg">
          Sign up your practice
        </ButtonLink>
        <ButtonLink to={paths.contact.getHref('practice')} variant="secondary" size="lg">
          Ask us a question
        </ButtonLink>
      </div>

      <h2>What it costs: nothing</h2>
      <FactGrid facts={FACT_LIST} />

      <div className="two-col">
        <section aria-labelledby="ordering-title">
          <h2 id="ordering-title">Ordering</h2>
          <p>
            Create a patient, write the prescription and place the order. Ship it to the patient’s home, take it from your in-office inventory, or have it
            picked up at your practice. Apply practice discounts and insurance allowances at checkout.
          </p>
        </section>
        <section aria-labelledby="pricing-title">
          <h2 id="pricing-title">Pricing</h2>
          <p>
            You set the retail prices your patients pay. Start from our suggested pricing (on average a 40% markup across the catalogue), or set a
            percentage, a fixed dollar markup or your own prices per brand and product.
          </p>
        </section>
        <section aria-labelledby="invites-title">
          <h2 id="invites-title">Patient invites</h2>
          <p>
            Invite patients to reorder online from your practice. They get an email to set their password, see the prescriptions you wrote and order at
            your prices. You see who has registered and who still needs a reminder.
          </p>
        </section>
        <section aria-labelledby="reports-title">
          <h2 id="reports-title">Reports</h2>
          <p>
            Follow every order’s status and your sales by day, brand and manufacturer. Download the reports when you need them for your books.
          </p>
        </section>
      </div>

      <h2>How to join</h2>
      <ol className="steps">
        <li>Fill in the sign-up form: your practice’s name and first location, and the contact person who becomes the practice administrator.</li>
        <li>We email you a confirmation and review your practice, usually within two business days.</li>
        <li>Once approved, you get a welcome email with a link to set your password and sign in.</li>
        <li>In Manage Practice, add your other locations and invite your staff.</li>
      </ol>
      <div className="page-actions">
        <ButtonLink to={paths.practiceSignup.path}>Sign up your practice</ButtonLink>
        <ButtonLink to={paths.signIn.getHref()} variant="secondary">
          Already with us? Sign in
        </ButtonLink>
      </div>
    </InfoPage>
  );
}
