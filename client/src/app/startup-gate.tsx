import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';

import { SplashScreen } from '@/app/shell/splash-screen';
import { PublicConfigDocument, type PublicConfigQuery } from '@/gql/graphql';
import { ProductContext, type Product } from '@/lib/product-context';
import { useDelayElapsed } from '@/lib/use-delay-elapsed';

const SPLASH_MS = 1000;

// Used only when the server cannot be asked, so the app still renders.
const FALLBACK_PRODUCT: Product = { name: 'SASM-IMS', shortName: 'SASM-IMS' };

function toProduct({ publicConfig }: PublicConfigQuery): Product {
  return { name: publicConfig.productName, shortName: publicConfig.productShortName };
}

// F§2: the splash stays at least 1 s, and until the product's names are known.
export function StartupGate({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(PublicConfigDocument);
  const splashDone = useDelayElapsed(SPLASH_MS);

  const product = useMemo<Product | undefined>(() => {
    if (data) return toProduct(data);
    return error ? FALLBACK_PRODUCT : undefined;
  }, [data, error]);

  if (!splashDone || product === undefined) return <SplashScreen />;
  return <ProductContext value={product}>{children}</ProductContext>;
}
