import '@/features/rewards/components/rewards.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { claimConsentForm, type ManufacturerConfig, programmeSignInForm } from '@domain/rewards/api-schemas';
import { REWARDS_MESSAGES } from '@domain/rewards/rewards-messages';
import { CHECK_AND_RETRY } from '@domain/shared/user-messages';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';
import { isApiError } from '@/lib/api-client';
import { useClaim } from '@/features/rewards/api/get-claim';
import { useProgramme, useRebateConfigs } from '@/features/rewards/api/get-configs';
import { useRebateOrders } from '@/features/rewards/api/get-rebate-orders';
import { useJoinProgramme, useSignInProgramme } from '@/features/rewards/api/link-programme';
import { useSubmitClaim } from '@/features/rewards/api/submit-claim';
import { RewardsOrdersTable } from '@/features/rewards/components/rewards-orders-table';
import { readRewardsData, saveRewardsData } from '@/features/rewards/rewards-storage';
import { isDuplicateCode, pointsText, usd, usDay } from '@/features/rewards/rewards-words';

const rw = paths.rewards;

/** ?manufacturer= (the programme's unique name) and its config; a missing or unknown one shows the programmes. */
function useManufacturerParam() {
  const [params] = useSearchParams();
  const manufacturer = params.get('manufacturer');
  const { programme, isPending, isError, error } = useProgramme(manufacturer);
  return { manufacturer, programme, params, isPending, isError, error };
}

/** A programme screen: its document title, the programme named in the URL (or why there is none), the page's stack; children get the order a claim is for. */
function ProgrammeGate({ title, children }: { title: string; children: (programme: ManufacturerConfig, params: URLSearchParams, orderId: string | undefined) => React.ReactNode }) {
  useDocumentTitle(title);
  const { manufacturer, programme, params, isPending, isError, error } = useManufacturerParam();
  if (isPending) return <Spinner label="Loading the programme…" />;
  if (isError) return <Alert tone="error">{error?.message}</Alert>;
  if (!programme) return <Alert tone="error">{manufacturer ? `No rewards programme named “${manufacturer}”.` : 'Choose a rewards programme.'}</Alert>;
  return <div className="stack-md">{children(programme, params, claimOrderId(params))}</div>;
}

/** The order a claim is for: the URL's, else the one kept from before the programme's sign-in. */
function claimOrderId(params: URLSearchParams): string | undefined {
  return params.get('orderId') ?? readRewardsData()?.orderId;
}

function rulesText(p: ManufacturerConfig): string {
  const tiers = p.rules.tiers.map((t) => `${usd(t.amountCents)} for a ${t.minSupplyDays >= 360 ? 'year’s' : `${Math.round(t.minSupplyDays / 30)}-month`} supply${t.higherAmountCents ? ` (${usd(t.higherAmountCents)} when claimed within ${p.rules.higherRewardWithinDays} days of your eye exam)` : ''}`);
  const window = p.rules.windowRule === 'annualSupplyWithin12Months' ? 'Order your annual supply within 12 months of your eye exam' : 'Claim within 1 year of your eye exam';
  return `${tiers.join('; ')}. ${window}; claims open ${p.rules.claimOpensAfterHours} hours after delivery. You must be ${p.rules.minimumAge} or older (19 in AL and NE).`;
}

/** /manufacturer/rewards: the programmes, or one programme (?manufacturer=) with the patient's orders and their rewards. */
export function RewardsHome() {
  useDocumentTitle('Manufacturer rewards');
  const { manufacturer, programme } = useManufacturerParam();
  const configs = useRebateConfigs();
  const orders = useRebateOrders(programme ? { manufacturer: programme.uniqueName } : {});
  const uniqueNameOf = (id: string | null) => configs.data?.manufacturers.find((m) => m.id === id)?.uniqueName;
  const claimHref = (o: { salesOrderID: string; eligibility: { eligible: boolean; manufacturerId: string | null } }) => {
    const m = uniqueNameOf(o.eligibility.manufacturerId);
    return o.eligibility.eligible && m ? rw.submitClaim.getHref({ manufacturer: m, orderId: o.salesOrderID }) : null;
  };
  const memberOf = (id: string) => !!orders.data?.members[id];
  return (
    <div className="stack-md">
      <PageHeader
        title={programme ? programme.rewardsDisplayName : 'Manufacturer rewards'}
        description={programme ? `${programme.displayName} ${programme.programme === 'rebates' ? 'rebate' : 'rewards'} programme` : 'Rewards and rebates from the makers of your lenses.'}
        actions={programme && !memberOf(programme.id) ? <ButtonLink to={rw.getStarted.getHref({ manufacturer: programme.uniqueName })}>Get started</ButtonLink> : undefined}
      />
      {manufacturer && !programme && !configs.isPending ? <Alert tone="error">{`No rewards programme named “${manufacturer}”.`}</Alert> : null}
      {programme ? (
        <section className="card card--padded stack-sm">
          <p>{rulesText(programme)}</p>
          <p>
            <a href={programme.rewardsUrl} target="_blank" rel="noreferrer">
              About {programme.rewardsDisplayName}
            </a>{' '}
            ·{' '}
            <a href={programme.termsUrl} target="_blank" rel="noreferrer">
              Terms and conditions
            </a>
          </p>
          {memberOf(programme.id) ? <p>You are a member (member id {orders.data?.members[programme.id]}).</p> : null}
        </section>
      ) : (
        <ul className="rewards-programmes stack-sm" aria-label="Programmes">
          {(configs.data?.manufacturers ?? []).map((m) => (
            <li key={m.id} className="card card--padded">
              <h2>
                <Link to={rw.home.getHref({ manufacturer: m.uniqueName })}>{m.rewardsDisplayName}</Link>
              </h2>
              <p>
                {m.displayName} · {m.programme === 'rebates' ? 'Rebates' : 'Rewards'}
                {memberOf(m.id) ? ' · Member' : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {orders.isPending ? <Spinner label="Loading your orders…" /> : null}
      {orders.isError ? <Alert tone="error">{orders.error.message}</Alert> : null}
      {orders.data && orders.data.orders.length === 0 ? <p>No orders with this programme yet.</p> : null}
      {orders.data && orders.data.orders.length > 0 ? <RewardsOrdersTable orders={orders.data.orders} claimHref={claimHref} /> : null}
    </div>
  );
}

/** /get-started: join the programme or sign in to an existing account. */
export function GetStarted() {
  return (
    <ProgrammeGate title="Get started">
      {(p, params) => {
        const orderId = params.get('orderId') ?? undefined;
        return (
          <>
            <PageHeader title={`Get started with ${p.rewardsDisplayName}`} description={rulesText(p)} />
            <div className="rewards-actions">
              <ButtonLink to={rw.joinNow.getHref({ manufacturer: p.uniqueName, orderId })}>Join now</ButtonLink>
              <ButtonLink variant="secondary" to={rw.signIn.getHref({ manufacturer: p.uniqueName, orderId })}>
                I already have an account
              </ButtonLink>
            </div>
          </>
        );
      }}
    </ProgrammeGate>
  );
}

/** /join-now: joins with the patient's profile (no retyping). */
export function JoinNow() {
  const session = useSession();
  const join = useJoinProgramme();
  const navigate = useNavigate();
  return (
    <ProgrammeGate title="Join now">
      {(p, _params, orderId) => (
        <>
          <PageHeader title={`Join ${p.rewardsDisplayName}`} description={`${p.displayName} will create your programme account with these details from your profile.`} />
          <dl className="rewards-facts">
            <dt>Name</dt>
            <dd>
              {session?.user.firstName} {session?.user.lastName}
            </dd>
            <dt>Email</dt>
            <dd>{session?.user.email}</dd>
          </dl>
          {join.isError ? <Alert tone="error">{join.error.message}</Alert> : null}
          <Button
            loading={join.isPending}
            onClick={() =>
              join.mutate(
                { manufacturer: p.uniqueName },
                { onSuccess: () => navigate(rw.authSuccess.getHref({ manufacturer: p.uniqueName, orderId })) },
              )
            }
          >
            Join {p.rewardsDisplayName}
          </Button>
        </>
      )}
    </ProgrammeGate>
  );
}

function SignInForm({ p, orderId }: { p: ManufacturerConfig; orderId: string | undefined }) {
  const signIn = useSignInProgramme();
  const navigate = useNavigate();
  const session = useSession();
  const form = useForm<z.input<typeof programmeSignInForm>>({ resolver: zodResolver(programmeSignInForm), defaultValues: { email: session?.user.email ?? '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      className="stack-md"
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setFailure(null);
        signIn.mutate(
          { manufacturer: p.uniqueName, email: v.email, password: v.password },
          {
            onSuccess: () => navigate(rw.authSuccess.getHref({ manufacturer: p.uniqueName, orderId })),
            onError: (error) => {
              // The server's word for each field goes next to it; a refusal of the pair goes under the password.
              const fields = isApiError(error) ? (['email', 'password'] as const).filter((f) => error.fieldErrors[f]) : [];
              fields.forEach((f, i) => isApiError(error) && form.setError(f, { type: 'server', message: error.fieldErrors[f] }, { shouldFocus: i === 0 }));
              if (!fields.length) setFailure(error.message);
            },
          },
        );
      })}
    >
      <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} error={form.formState.errors.email?.message} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.register('password')} error={form.formState.errors.password?.message ?? failure ?? undefined} />
      <Button type="submit" loading={signIn.isPending}>
        Sign in to {p.rewardsDisplayName}
      </Button>
    </form>
  );
}

/** /sign-in: signs in to an existing programme account. */
export function ProgrammeSignIn() {
  return (
    <ProgrammeGate title="Programme sign-in">
      {(p, _params, orderId) => (
        <>
          <PageHeader title={`Sign in to ${p.rewardsDisplayName}`} description={`Use the email and password of your ${p.displayName} account.`} />
          <SignInForm p={p} orderId={orderId} />
        </>
      )}
    </ProgrammeGate>
  );
}

/** /auth-success: linked; on to the claim that started it, or the programme page. */
export function AuthSuccess() {
  return (
    <ProgrammeGate title="You are in">
      {(p, _params, orderId) => (
        <>
          <PageHeader title={`You're signed in to ${p.rewardsDisplayName}`} />
          <Alert tone="success">Your {p.displayName} account is linked to Lensloop.</Alert>
          {orderId ? (
            <ButtonLink to={rw.submitClaim.getHref({ manufacturer: p.uniqueName, orderId })}>Continue to your claim</ButtonLink>
          ) : (
            <ButtonLink to={rw.home.getHref({ manufacturer: p.uniqueName })}>See your rewards</ButtonLink>
          )}
        </>
      )}
    </ProgrammeGate>
  );
}

function ClaimForm({ p, orderId }: { p: ManufacturerConfig; orderId: string }) {
  const session = useSession();
  const orders = useRebateOrders({ manufacturer: p.uniqueName });
  const submit = useSubmitClaim();
  const navigate = useNavigate();
  const [claimId, setClaimId] = useState<string | null>(null);
  const claim = useClaim(claimId);
  const form = useForm<z.input<typeof claimConsentForm>>({ resolver: zodResolver(claimConsentForm) });
  useEffect(() => saveRewardsData({ manufacturer: p.uniqueName, orderId }), [p.uniqueName, orderId]);
  // The programme's answer arrives through the reactor: follow the claim until it has one.
  useEffect(() => {
    if (claim.data && claim.data.status !== 'submitted') {
      const target = claim.data.denialReason === 'DUPLICATE' ? rw.claimDuplicate : claim.data.status === 'denied' ? rw.claimSubmitError : rw.claimApproved;
      navigate(target.getHref({ manufacturer: p.uniqueName, claimId: claim.data.claimId, orderId }));
    }
    if (claim.isError) navigate(rw.claimSubmitError.getHref({ manufacturer: p.uniqueName, claimId: claimId ?? undefined, orderId }));
  }, [claim.data, claim.isError, claimId, navigate, orderId, p.uniqueName]);

  if (orders.isPending) return <Spinner label="Loading your order…" />;
  if (orders.isError) return <Alert tone="error">{orders.error.message}</Alert>;
  const order = orders.data.orders.find((o) => o.salesOrderID === orderId);
  const memberUID = orders.data.members[p.id];
  if (!order) return <Alert tone="error">This order is not one of your {p.displayName} orders.</Alert>;
  // A membership just made may not be in the cached list yet: wait for the refetch before sending the patient to join.
  if (!memberUID && orders.isFetching) return <Spinner label="Loading your programme account…" />;
  if (!memberUID) return <Navigate to={rw.getStarted.getHref({ manufacturer: p.uniqueName, orderId })} replace />;
  if (claimId) return <Spinner label={`Sending your claim to ${p.rewardsDisplayName}…`} />;
  const e = order.eligibility;
  return (
    <form
      className="stack-md"
      noValidate
      aria-label="Claim form"
      onSubmit={form.handleSubmit((v) =>
        submit.mutate(
          { memberUID, patientAccount: session!.user.accountNumber, orderId, abbyConsent: v.abbyConsent === true, termsAndCondition: v.termsAndCondition === true },
          {
            onSuccess: (r) => setClaimId(r.claimId),
            onError: (err) => {
              if (isApiError(err) && isDuplicateCode(err.code)) navigate(rw.claimDuplicate.getHref({ manufacturer: p.uniqueName, orderId }));
              else if (isApiError(err) && err.status === 461) navigate(rw.claimSubmitError.getHref({ manufacturer: p.uniqueName, orderId, message: err.message }));
            },
          },
        ),
      )}
    >
      <dl className="rewards-facts" aria-label="Your claim">
        <dt>Patient</dt>
        <dd>
          {session?.user.firstName} {session?.user.lastName}
        </dd>
        <dt>Order</dt>
        <dd>
          {order.salesOrderID} — {order.products.join(', ')}
        </dd>
        <dt>Member id</dt>
        <dd>{memberUID}</dd>
        <dt>Reward</dt>
        <dd>{e.amountCents !== null ? usd(e.amountCents) : '—'}</dd>
        <dt>Claim by</dt>
        <dd>{usDay(e.deadline)}</dd>
      </dl>
      {!e.eligible ? <Alert tone="warning">{e.message}</Alert> : null}
      <div className="field">
        <label>
          <input type="checkbox" {...form.register('abbyConsent')} aria-describedby="abbyConsent-error" /> I agree to share my name, email and this order with {p.displayName}.
        </label>
        {form.formState.errors.abbyConsent ? (
          <p className="field__error" id="abbyConsent-error" role="alert">
            {form.formState.errors.abbyConsent.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label>
          <input type="checkbox" {...form.register('termsAndCondition')} aria-describedby="terms-error" /> I accept the{' '}
          <a href={p.termsUrl} target="_blank" rel="noreferrer">
            programme terms and conditions
          </a>
          .
        </label>
        {form.formState.errors.termsAndCondition ? (
          <p className="field__error" id="terms-error" role="alert">
            {form.formState.errors.termsAndCondition.message}
          </p>
        ) : null}
      </div>
      {submit.isError && !(isApiError(submit.error) && (submit.error.status === 461 || isDuplicateCode(submit.error.code))) ? <Alert tone="error">{submit.error.message}</Alert> : null}
      <Button type="submit" loading={submit.isPending} disabled={!e.eligible}>
        Submit claim
      </Button>
    </form>
  );
}

/** /submit-claim: the claim form, pre-filled from the order and the patient; both consents required. */
export function SubmitClaim() {
  return (
    <ProgrammeGate title="Submit claim">
      {(p, _params, orderId) => (
        <>
          <PageHeader title={`Claim your ${p.rewardsDisplayName} ${p.programme === 'rebates' ? 'rebate' : 'reward'}`} />
          {orderId ? <ClaimForm p={p} orderId={orderId} /> : <Alert tone="error">Choose an order to claim from your rewards page.</Alert>}
        </>
      )}
    </ProgrammeGate>
  );
}

/** /claim-approved: the programme's answer (Approved, or Pending while it reviews). */
export function ClaimApproved() {
  const [params] = useSearchParams();
  const claim = useClaim(params.get('claimId'));
  return (
    <ProgrammeGate title="Claim submitted">
      {(p) => (
        <>
          <PageHeader title={claim.data?.status === 'pending' ? 'Your claim is pending' : 'Your claim is approved'} />
          {claim.data ? (
            <Alert tone="success" title={claim.data.statusLabel}>
              {claim.data.status === 'pending'
                ? `${p.rewardsDisplayName} is reviewing your claim of ${usd(claim.data.amountCents)} for order ${claim.data.orderId}.`
                : `${p.rewardsDisplayName} approved ${usd(claim.data.amountCents)} (${pointsText(claim.data.points)}) for order ${claim.data.orderId}.`}
            </Alert>
          ) : (
            <Spinner label="Loading your claim…" />
          )}
          <ButtonLink to={rw.home.getHref({ manufacturer: p.uniqueName })}>Back to your rewards</ButtonLink>
        </>
      )}
    </ProgrammeGate>
  );
}

/** /claim-duplicate: this order (or this exam's supply) was already claimed. */
export function ClaimDuplicate() {
  return (
    <ProgrammeGate title="Already claimed">
      {(p, params) => (
        <>
          <PageHeader title="This reward has already been claimed" />
          <Alert tone="warning">
            {params.get('orderId') ? `Order ${params.get('orderId')} already has a claim with ${p.rewardsDisplayName}.` : `This order already has a claim with ${p.rewardsDisplayName}.`} Each order (and each eye exam's supply) can
            be claimed once.
          </Alert>
          <ButtonLink to={rw.home.getHref({ manufacturer: p.uniqueName })}>Back to your rewards</ButtonLink>
        </>
      )}
    </ProgrammeGate>
  );
}

/** /claim-submit-error: the programme refused the claim (461, denied, no points) — with its words, never a code. */
export function ClaimSubmitError() {
  const [params] = useSearchParams();
  const claim = useClaim(params.get('claimId'));
  const message = claim.error?.message ?? claim.data?.message ?? params.get('message') ?? 'Something went wrong, please try again.';
  // The programme's default refusal (spec point 8: "The request is invalid.") says nothing the patient can act on: say what to do.
  const generic = message === REWARDS_MESSAGES.claimInvalid || message === CHECK_AND_RETRY;
  return (
    <ProgrammeGate title="Claim not accepted">
      {(p) => (
        <>
          <PageHeader title="We couldn't submit your claim" />
          <Alert tone="error">{generic ? `${p.rewardsDisplayName} could not accept this claim. Please check your programme account and try again.` : message}</Alert>
          <div className="rewards-actions">
            {params.get('orderId') ? <ButtonLink to={rw.getStarted.getHref({ manufacturer: p.uniqueName, orderId: params.get('orderId')! })}>Try another programme account</ButtonLink> : null}
            <ButtonLink variant="secondary" to={rw.home.getHref({ manufacturer: p.uniqueName })}>
              Back to your rewards
            </ButtonLink>
          </div>
        </>
      )}
    </ProgrammeGate>
  );
}
