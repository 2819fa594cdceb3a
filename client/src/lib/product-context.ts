import { createContext, use } from 'react';

export interface Product {
  name: string;
  shortName: string;
}

// Filled from the server's public configuration before any page renders.
export const ProductContext = createContext<Product | null>(null);

export function useProduct(): Product {
  const product = use(ProductContext);
  if (product === null) throw new Error('useProduct must be used inside ProductContext');
  return product;
}
