import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { Alert } from '@/components/alert';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePricingLocations } from '@/features/pricing/api/get-pricing-locations';
import { LocationPicker } from './location-picker';

interface PricingLocationPageProps {
  title: string;
  description: string;
  /** Another location chosen in the header's picker. */
  onPick: (locationId: string) => void;
  /** The screen of the chosen location (one of the caller's). */
  children: (locationId: string) => ReactNode;
}

/**
 * A pricing screen of one location (`?locationId=`, else the caller's first): the breadcrumb back to
 * Pricing, the header naming the location with a picker, then the screen, or why it cannot show.
 */
export function PricingLocationPage({ title, description, onPick, children }: PricingLocationPageProps) {
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const locations = usePricingLocations();
  const list = locations.data?.locations ?? [];
  const locationId = params.get('locationId') ?? list[0]?.locationId ?? null;
  const location = list.find((l) => l.locationId === locationId);
  return (
    <>
      <Breadcrumb parent={{ label: 'Pricing', to: paths.location.pricing.getHref() }} current={title} />
      <PageHeader title={title} eyebrow={location?.name} description={description} actions={locationId ? <LocationPicker locations={list} value={locationId} onChange={onPick} /> : null} />
      {locations.isPending ? (
        <Spinner label="Loading your locations…" />
      ) : locations.isError ? (
        <Alert tone="error">{PRICING_MESSAGES.loadFailed}</Alert>
      ) : locationId && location ? (
        children(locationId)
      ) : (
        <Alert tone="error">This location is not one of yours.</Alert>
      )}
    </>
  );
}
