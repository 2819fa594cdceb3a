import { useEffect, useState, type ReactNode } from 'react';

import { SplashScreen } from '@/app/shell/splash-screen';
import { PublicConfigDocument } from '@/gql/graphql';
import { requestGraphql } from '@/lib/graphql-request';
import { ProductContext, type Product } from '@/lib/product-context';
import { useDelayElapsed } from '@/lib/use-delay-elapsed';

const SPLASH_MS = 1000;

// Used only when the server cannot be asked, so the app still renders.
const FALLBACK_PRODUCT: Product = { name: 'SASM-IMS', shortName: 'SASM-IMS' };

/** The product's names from the server (a plain request: Apollo loads later, with the pages that use it). */
function useProductNames(): Product | undefined {
  const [product, setProduct] = useState<Product>();
  useEffect(() => {
    requestGraphql(PublicConfigDocument).then(
      ({ publicConfig }) => {
        setProduct({ name: publicConfig.productName, shortName: publicConfig.productShortName });
      },
      () => {
        setProduct(FALLBACK_PRODUCT);
      },
    );
  }, []);
  return product;
}

// F§2: the splash stays at least 1 s, and until the product's names are known.
export function StartupGate({ children }: { children: ReactNode }) {
  const product = useProductNames();
  const splashDone = useDelayElapsed(SPLASH_MS);

  if (!splashDone || product === undefined) return <SplashScreen />;
  return <ProductContext value={product}>{children}</ProductContext>;
}
