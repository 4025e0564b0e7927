import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = Omit<
  PasswordInputProps,
  'label' | 'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'
> & { label: string };

/**
 * A password input whose show/hide toggle says which field and which way it switches. Mantine's
 * PasswordInput leaves aria-invalid and the error's description off its input: they are added here.
 */
export function PasswordField({ label, error, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      id={id}
      label={label}
      error={error}
      aria-invalid={error ? true : undefined}
      aria-describedby={typeof error === 'string' && error ? `${id}-error` : undefined}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'changePassword.hide' : 'changePassword.show', { field: label }),
      }}
      {...props}
    />
  );
}
