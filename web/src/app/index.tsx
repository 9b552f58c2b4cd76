import { AppProvider, createQueryClient } from './provider';
import { AppRouter, router } from './router';

const queryClient = createQueryClient((to) => void router.navigate(to, { replace: true }));

/** The app: providers around the router. */
export function App() {
  return (
    <AppProvider client={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
