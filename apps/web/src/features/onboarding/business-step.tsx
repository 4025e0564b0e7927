import { messages } from '@galla/domain/messages';
import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePincodeLookup } from './api';

type BusinessStepProps = {
  tradeName: string;
  pincode: string;
  onTradeNameChange: (value: string) => void;
  onPincodeChange: (value: string) => void;
  onNext: () => void;
};

// Onboarding step 1 (accounts spec §2, §5): a business name and a pincode that the server knows.
export function BusinessStep({
  tradeName,
  pincode,
  onTradeNameChange,
  onPincodeChange,
  onNext,
}: BusinessStepProps) {
  const { t } = useTranslation();
  const lookup = usePincodeLookup(pincode);
  const complete = pincode.length === 6;
  const found = complete && lookup.isSuccess ? lookup.data : undefined;
  const pincodeError = complete && lookup.isError ? messages.pincodeCheck : undefined;
  const canContinue = tradeName.trim().length > 0 && found !== undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue) onNext();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('onboarding.businessName')}
          autoComplete="organization"
          withAsterisk
          maxLength={100}
          value={tradeName}
          onChange={(event) => onTradeNameChange(event.currentTarget.value)}
        />
        <TextInput
          label={t('onboarding.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          withAsterisk
          maxLength={6}
          value={pincode}
          error={pincodeError}
          rightSection={complete && lookup.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => onPincodeChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        />
        {found && (
          <Group grow>
            <TextInput label={t('onboarding.state')} value={found.state} readOnly />
            <TextInput label={t('onboarding.city')} value={found.city} readOnly />
          </Group>
        )}
        <Button type="submit" disabled={!canContinue} fullWidth>
          {t('onboarding.chooseCategories')}
        </Button>
      </Stack>
    </form>
  );
}
