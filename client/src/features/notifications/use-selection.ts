import { useState } from 'react';

/** F§2 select mode: leaving it clears the selection. */
export function useSelection() {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const clear = () => {
    setSelected(new Set());
  };

  return {
    active,
    selected,
    start: () => {
      setActive(true);
    },
    leave: () => {
      setActive(false);
      clear();
    },
    clear,
    toggle: (id: string) => {
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    selectAll: (ids: string[]) => {
      setSelected(new Set(ids));
    },
  };
}

export type Selection = ReturnType<typeof useSelection>;
