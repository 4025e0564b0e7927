import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SuperCategoryCards } from '../../components/super-category-cards';
import { useSuperCategories } from './api';

type CategoryStepProps = {
  selected: number[];
  onToggle: (superCategoryId: number) => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
};

// Onboarding step 2: one selectable card per super category. The onboarding list skips the first
// super category (accounts spec §2).
export function CategoryStep({ selected, onToggle, onBack, onSubmit, submitting }: CategoryStepProps) {
  const { t } = useTranslation();
  const categories = useSuperCategories();
  const cards = categories.data?.slice(1) ?? [];

  return (
    <Stack gap="md">
      <Title order={3} size="h4" ta="center">
        {t('onboarding.productsQuestion')}
      </Title>
      <Text fw={600}>{t('onboarding.chooseCategory')}</Text>
      <SuperCategoryCards
        loading={categories.isPending}
        superCategories={cards}
        selected={selected}
        onToggle={onToggle}
      />
      {/* The card list is long on a phone: the actions stay in reach at the bottom of the screen. */}
      <Group grow pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button onClick={onSubmit} disabled={selected.length === 0} loading={submitting}>
          {t('onboarding.letsGo')}
        </Button>
      </Group>
    </Stack>
  );
}
