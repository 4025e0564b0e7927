import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnboardingGuard } from '../../app/guards';
import { updateRetailerProfile } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useOnboard } from './api';
import { BusinessStep } from './business-step';
import { CategoryStep } from './category-step';

export function OnboardingPage() {
  return (
    <OnboardingGuard>
      <Onboarding />
    </OnboardingGuard>
  );
}

function Onboarding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onboard = useOnboard();
  const [step, setStep] = useState<'business' | 'categories'>('business');
  const [tradeName, setTradeName] = useState('');
  const [pincode, setPincode] = useState('');
  const [selected, setSelected] = useState<number[]>([]);

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));

  const submit = async () => {
    const result = await onboard
      .mutateAsync({ tradeName: tradeName.trim(), pincode, selectedCategories: selected })
      .catch(() => null);
    const profile = result?.data?.userData[0];
    if (!result || !profile) return;
    if (result.message) showToast(result.message, 'success');
    updateRetailerProfile({ ...profile, isOnboard: result.data?.isOnboard ?? profile.isOnboard });
    navigate('/dashboard', { replace: true });
  };

  return (
    <Center mih="100vh" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={640}>
        <Stack gap="md">
          <Text fw={800} fz={28} c="blue.7" ta="center">
            {t('common.appName')}
          </Text>
          <Title order={2} ta="center">
            {t('onboarding.heading')}
          </Title>
          {step === 'business' ? (
            <BusinessStep
              tradeName={tradeName}
              pincode={pincode}
              onTradeNameChange={setTradeName}
              onPincodeChange={setPincode}
              onNext={() => setStep('categories')}
            />
          ) : (
            <CategoryStep
              selected={selected}
              onToggle={toggle}
              onBack={() => setStep('business')}
              onSubmit={submit}
              submitting={onboard.isPending}
            />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
