import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { SignUpGuard } from '../../app/guards';
import { SuperCategoryCards } from '../../components/super-category-cards';
import { REGISTRATION_OTP_PATH, updateRetailerProfile, useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useSuperCategories } from '../onboarding/api';
import { useSelectCategories, useSendRegistrationOtp } from './api';
import { SignUpFrame } from './sign-up-frame';
import { hasAgreedToTerms, rememberRegistrationOtp } from './sign-up-progress';

export function CategorySelectionPage() {
  return (
    <SignUpGuard>
      <CategorySelection />
    </SignUpGuard>
  );
}

// /categorySelection: sign-up's category step (accounts spec §2, §4). A card stands for all the
// categories of its super category; Submit saves them (isRegister 1 → 2) and sends the sign-up OTP.
function CategorySelection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const categories = useSuperCategories();
  const select = useSelectCategories();
  const sendOtp = useSendRegistrationOtp();
  const [selected, setSelected] = useState<number[]>([]);
  if (session?.kind !== 'retailer') return null;
  if (!hasAgreedToTerms(session.userId)) return <Navigate to="/terms" replace />;

  const categoryIds = (categories.data ?? [])
    .filter((superCategory) => selected.includes(superCategory.superCategoryId))
    .flatMap((superCategory) => superCategory.categories.map((category) => category.categoryId));

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));

  const submit = async () => {
    const saved = await select.mutateAsync(categoryIds).catch(() => null);
    if (!saved) return;
    // A failed send was toasted; the OTP page then offers Resend at once.
    const sent = await sendOtp.mutateAsync().catch(() => null);
    if (sent) showToast(sent.message ?? t('msg.otpSent'), 'success');
    rememberRegistrationOtp(session.userId, sent?.data?.resendAfterSeconds ?? 0);
    updateRetailerProfile({ ...session.profile, isRegister: 2 });
    navigate(REGISTRATION_OTP_PATH, { replace: true });
  };

  return (
    <SignUpFrame title={t('categorySelection.title')}>
      <Stack gap="md">
        <Title order={3} size="h4" ta="center">
          {t('onboarding.productsQuestion')}
        </Title>
        <Text fw={600}>{t('onboarding.chooseCategory')}</Text>
        <SuperCategoryCards
          loading={categories.isPending}
          superCategories={categories.data ?? []}
          selected={selected}
          onToggle={toggle}
        />
        {/* The card list is long on a phone: the button stays in reach at the bottom of the screen. */}
        <Group grow pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button
            onClick={submit}
            disabled={categoryIds.length === 0}
            loading={select.isPending || sendOtp.isPending}
          >
            {t('categorySelection.submit')}
          </Button>
        </Group>
      </Stack>
    </SignUpFrame>
  );
}
