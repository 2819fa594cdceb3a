import { useEffect } from 'react';

import { useProduct } from '@/lib/product-context';

export function usePageTitle(title: string): void {
  const { name } = useProduct();
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
}
