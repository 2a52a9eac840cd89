import { Suspense } from 'react';
import { ErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <Providers>
      <ErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
    </Providers>
  );
}
