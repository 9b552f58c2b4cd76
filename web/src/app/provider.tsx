import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

/**
 * 403 from any call → the unauthorized page (the API refused this user for this resource).
 * Except a deactivated location (spec point 4): that refusal is explained on the screen itself.
 */
function onForbidden(error: unknown, navigate: (to: string) => void): void {
  if (isApiError(error) && error.status === 403 && error.code !== 'LOCATION_DEACTIVATED') navigate(paths.notFound.getHref());
}

export function createQueryClient(navigate: (to: string) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onForbidden(error, navigate) }),
    mutationCache: new MutationCache({ onError: (error) => onForbidden(error, navigate) }),
    defaultOptions: {
      queries: {
        // A 4xx is an answer, not a glitch: only network and server errors are retried.
        retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
