import { TextInput } from '@mantine/core';

// The six-digit OTP field every OTP screen uses: digits only, at most six, the phone's one-time-code
// autofill, and any error cleared as soon as the user types again.
export function OtpInput(props: {
  label: string;
  value: string;
  error?: string | null;
  onChange: (otp: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={props.label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={props.value}
      error={props.error}
      data-autofocus={props.autoFocus || undefined}
      autoFocus={props.autoFocus}
      onChange={(event) => props.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
