import { MOBILE_TEXT_MAX, normaliseMobile } from '@galla/domain/mobile';
import { TextInput, type TextInputProps } from '@mantine/core';

type MobileInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
};

/**
 * A mobile number box. It keeps what was typed or pasted ('+91 98450 12345'), so no digit is ever
 * dropped or taken for another; forms read the number with `normaliseMobile` (or the contract's
 * schema) and refuse what it cannot read. On leaving the box an understood number is shown as the
 * 10 digits that will be used.
 */
export function MobileInput({ value, onChange, onBlur, ...props }: MobileInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      maxLength={MOBILE_TEXT_MAX}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const mobile = normaliseMobile(value);
        if (mobile !== null && mobile !== value) onChange(mobile);
        onBlur?.(event);
      }}
    />
  );
}
