import { paths } from '@/config/paths';
import { useRebateConfigs } from '@/features/rewards/api/get-configs';
import { useRebateOrders } from '@/features/rewards/api/get-rebate-orders';
import { RewardsOrdersTable } from '@/features/rewards/components/rewards-orders-table';

/** Under the patient's order history: each order's manufacturer reward, with "Claim reward" on each eligible one (issue #15). */
export function OrderRewards() {
  const orders = useRebateOrders({});
  const configs = useRebateConfigs();
  const withProgramme = (orders.data?.orders ?? []).filter((o) => o.eligibility.manufacturerId && o.eligibility.code !== 9);
  if (!withProgramme.length) return null;
  const uniqueNameOf = (id: string | null) => configs.data?.manufacturers.find((m) => m.id === id)?.uniqueName;
  return (
    <section className="stack-sm" aria-labelledby="order-rewards">
      <h2 id="order-rewards">Manufacturer rewards</h2>
      <RewardsOrdersTable
        orders={withProgramme}
        caption="Rewards for your orders"
        claimHref={(o) => {
          const m = uniqueNameOf(o.eligibility.manufacturerId);
          return o.eligibility.eligible && m ? paths.rewards.submitClaim.getHref({ manufacturer: m, orderId: o.salesOrderID }) : null;
        }}
      />
    </section>
  );
}
