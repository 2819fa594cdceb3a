import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';

import { OutlinedTextField } from '@/components/outlined-text-field';
import { nothingFocused } from '@/lib/nothing-focused';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

const SEARCH_DELAY_MS = 300;

export interface SearchFieldProps {
  /** The search in force (from the address): the box follows it when it changes elsewhere. */
  value: string;
  /** The trimmed text, once typing pauses. */
  onSearch(value: string): void;
  label?: string;
  placeholder?: string;
  sx?: SxProps<Theme>;
  /**
   * A work list whose first step is finding someone: the box takes the focus when the page
   * opens, unless something else already has it (a link the user is on, a dialog).
   */
  focusOnOpen?: boolean;
}

/** A list's search box: what is typed shows at once, the list follows once typing pauses. */
export function SearchField({
  value,
  onSearch,
  label = 'Search',
  placeholder,
  sx,
  focusOnOpen = false,
}: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnOpen && nothingFocused()) input.current?.focus();
  }, [focusOnOpen]);
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The search changed elsewhere (Back, Clear filters): the box follows it.
    setShownValue(value);
    setText(value);
  }
  const search = useDebouncedCallback((typed: string) => {
    onSearch(typed.trim());
  }, SEARCH_DELAY_MS);

  return (
    <OutlinedTextField
      label={label}
      type="search"
      placeholder={placeholder}
      value={text}
      inputRef={input}
      onChange={(event) => {
        setText(event.target.value);
        search(event.target.value);
      }}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
