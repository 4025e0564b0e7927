import { Accordion, Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from './api';
import { HistoryTable } from './history-table';
import { LevelLine } from './level-actions';
import { type LevelEdit, LevelModal } from './level-modal';

/**
 * /dashboard/categories (Admin, subAdmin): the catalogue's levels, super category → category →
 * subcategory, with default HSN and GST rate; add, rename, deactivate, delete what nothing uses;
 * and the history of every change below.
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const [edit, setEdit] = useState<LevelEdit>();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {t('staff.sections.categories')}
        </Title>
        <Button onClick={() => setEdit({ level: 'superCategory' })}>{t('staffCatalogue.addSuper')}</Button>
      </Group>
      {tree.isPending ? (
        <Loader aria-label={t('staffCatalogue.loading')} />
      ) : tree.isError ? (
        <Alert color="red">{t('staffCatalogue.treeError')}</Alert>
      ) : tree.data.superCategories.length === 0 ? (
        <Text c="dimmed">{t('staffCatalogue.treeEmpty')}</Text>
      ) : (
        <Accordion multiple variant="separated">
          {tree.data.superCategories.map((s) => (
            <Accordion.Item key={s.id} value={String(s.id)}>
              <Accordion.Control>
                {s.name}
                {!s.active && ` (${t('staffCatalogue.inactive')})`}
              </Accordion.Control>
              <Accordion.Panel>
                <LevelLine
                  level="superCategory"
                  node={s}
                  onEdit={setEdit}
                  onAddChild={() => setEdit({ level: 'category', parentId: s.id })}
                />
                <Stack gap={4} mt="xs">
                  {s.categories.map((c) => (
                    <Paper key={c.id} withBorder p="xs">
                      <LevelLine
                        level="category"
                        node={c}
                        onEdit={setEdit}
                        onAddChild={() => setEdit({ level: 'subcategory', parentId: c.id })}
                      />
                      {c.subcategories.map((x) => (
                        <div key={x.id} style={{ paddingLeft: 16 }}>
                          <LevelLine level="subcategory" node={x} onEdit={setEdit} />
                        </div>
                      ))}
                    </Paper>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Title order={3} size="h4">
        {t('staffCatalogue.history')}
      </Title>
      <HistoryTable path="levelHistory" />
      <LevelModal edit={edit} onClose={() => setEdit(undefined)} />
    </Stack>
  );
}
