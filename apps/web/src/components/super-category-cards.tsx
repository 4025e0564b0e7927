import type { SuperCategory } from '@galla/contracts/reference';
import { Center, Checkbox, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The selectable super-category cards of onboarding and sign-up's category step: two columns on a
// phone, three on wider screens.
export function SuperCategoryCards(props: {
  loading: boolean;
  superCategories: readonly SuperCategory[];
  selected: readonly number[];
  onToggle: (superCategoryId: number) => void;
}) {
  const { t } = useTranslation();
  if (props.loading) {
    return (
      <Center p="md">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {props.superCategories.map((superCategory) => (
        <Checkbox.Card
          key={superCategory.superCategoryId}
          checked={props.selected.includes(superCategory.superCategoryId)}
          onChange={() => props.onToggle(superCategory.superCategoryId)}
          radius="md"
          p="sm"
          aria-label={superCategory.superCategoryName}
        >
          <Group wrap="nowrap" gap="xs" align="flex-start">
            <Checkbox.Indicator />
            <Text size="sm" fw={500}>
              {superCategory.superCategoryName}
            </Text>
          </Group>
        </Checkbox.Card>
      ))}
    </SimpleGrid>
  );
}
