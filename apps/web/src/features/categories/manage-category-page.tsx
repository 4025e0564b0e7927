import { ZSelectCategoryRequest } from '@galla/contracts/registration';
import {
  ActionIcon,
  Button,
  Center,
  Checkbox,
  Collapse,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { showToast } from '../../lib/toast';
import { type ManagedSuperCategory, useManagedCategories, useSelectCategories } from './api';
import { initialSelection, selectedIds, superState, toggleCategory, toggleSuper } from './selection';

/** /manageCategory (flag manageCategory). */
export function ManageCategoryPage() {
  return (
    <FlagGuard flag="manageCategory">
      <ManageCategory />
    </FlagGuard>
  );
}

function ManageCategory() {
  const { t } = useTranslation();
  const categories = useManagedCategories();
  const save = useSelectCategories();
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = categories.data ?? [];

  // The shop's current choice is the starting point, once, when the list first arrives.
  useEffect(() => {
    if (categories.data && selected === null) setSelected(initialSelection(categories.data));
  }, [categories.data, selected]);

  const current = selected ?? new Set<number>();
  const change = (next: Set<number>) => {
    setSelected(next);
    setError(null);
  };

  const submit = async () => {
    const parsed = ZSelectCategoryRequest.safeParse({
      selectedCategory: selectedIds(list, current),
      type: 'manage',
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('msg.categoryRequired'));
      return;
    }
    const result = await save.mutateAsync(parsed.data.selectedCategory).catch(() => null);
    if (result) showToast(result.message ?? t('msg.categoriesSaved'), 'success');
  };

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Title order={2} size="h3">
        {t('manageCategory.title')}
      </Title>
      <Text fw={600}>{t('onboarding.productsQuestion')}</Text>
      <Text size="sm" c="dimmed">
        {t('onboarding.chooseCategory')}
      </Text>
      {categories.isPending ? (
        <Center p="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : (
        // Cards keep their own height: an opened list does not stretch its neighbours.
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" style={{ alignItems: 'start' }}>
          {list.map((superCategory) => (
            <SuperCategoryCard
              key={superCategory.superCategoryId}
              superCategory={superCategory}
              selected={current}
              onToggleAll={() => change(toggleSuper(superCategory, current))}
              onToggleOne={(id) => change(toggleCategory(id, current))}
            />
          ))}
        </SimpleGrid>
      )}
      {/* The card list is long on a phone: the action stays in reach at the bottom of the screen. */}
      <Stack gap={4} pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
        {error && (
          <Text c="red" size="sm" role="alert" ta="center">
            {error}
          </Text>
        )}
        <Button onClick={submit} loading={save.isPending} disabled={categories.isPending} fullWidth>
          {t('manageCategory.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}

type SuperCategoryCardProps = {
  superCategory: ManagedSuperCategory;
  selected: ReadonlySet<number>;
  onToggleAll: () => void;
  onToggleOne: (categoryId: number) => void;
};

function SuperCategoryCard({ superCategory, selected, onToggleAll, onToggleOne }: SuperCategoryCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const state = superState(superCategory, selected);
  const name = superCategory.superCategoryName;
  const total = superCategory.categories.length;
  const chosen = superCategory.categories.filter((c) => selected.has(c.categoryId)).length;
  const listId = `categories-of-${superCategory.superCategoryId}`;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={state === 'none' ? undefined : 'var(--mantine-primary-color-light)'}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox
          label={name}
          description={t('manageCategory.selectedCount', { selected: chosen, total })}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={onToggleAll}
          styles={{ label: { fontWeight: 600 } }}
        />
        <ActionIcon
          variant="subtle"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t(open ? 'manageCategory.hideCategories' : 'manageCategory.showCategories', { name })}
        >
          <IconChevronDown
            size={18}
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </ActionIcon>
      </Group>
      <Collapse expanded={open} keepMounted={false}>
        <Stack id={listId} gap={6} mt="sm" pl="lg">
          {superCategory.categories.map((category) => (
            <Checkbox
              key={category.categoryId}
              size="sm"
              label={category.categoryName}
              checked={selected.has(category.categoryId)}
              onChange={() => onToggleOne(category.categoryId)}
            />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
