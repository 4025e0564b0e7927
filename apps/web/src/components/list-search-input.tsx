import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter searches at once instead of waiting for the debounce. */
  onEnter: () => void;
};

/** The search box at the top of a paged list (invoices, credit book). */
export function ListSearchInput({ label, placeholder, value, onChange, onEnter }: Props) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={18} />}
      value={value}
      maxLength={100}
      autoComplete="off"
      enterKeyHint="search"
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onEnter();
      }}
    />
  );
}
