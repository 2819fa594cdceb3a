import { useEffect, useState, type ReactNode } from 'react';

import { SplashScreen } from '@/app/shell/splash-screen';
import { PublicConfigDocument } from '@/gql/graphql';
import { useAuth } from '@/lib/auth/use-auth';
import { requestGraphql } from '@/lib/graphql-request';
import { ProductContext, type Product } from '@/lib/product-context';

const SPLASH_MS = 1000;

// Kept for the tab's life (sessionStorage): its reloads and later starts show no splash.
const SPLASH_SHOWN_KEY = 'splash-shown';

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

/** Whether the app starts for the first time in this tab, and whether the splash's second is over. */
function useTabStart() {
  const [firstStart] = useState(() => sessionStorage.getItem(SPLASH_SHOWN_KEY) === null);
  const [minimumOver, setMinimumOver] = useState(!firstStart);
  useEffect(() => {
    if (!firstStart) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(SPLASH_SHOWN_KEY, 'true');
      setMinimumOver(true);
    }, SPLASH_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [firstStart]);
  return { firstStart, minimumOver };
}

/**
 * F§2: the splash "shown at application start" stays at least 1 s, the first time a tab opens
 * the app; a reload or a later start in the same tab waits for nothing but the two answers
 * every page needs, the product's names and the signed-in user, asked for at once.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const product = useProductNames();
  const { loading } = useAuth();
  const { firstStart, minimumOver } = useTabStart();

  if (product === undefined || loading || !minimumOver) return firstStart ? <SplashScreen /> : null;
  return <ProductContext value={product}>{children}</ProductContext>;
}
