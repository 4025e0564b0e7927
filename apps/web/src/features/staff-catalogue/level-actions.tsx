import type { CatalogueLevel, LevelNode } from '@galla/contracts/console-catalogue';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useCatalogueCall } from './api';
import type { LevelEdit } from './level-modal';

/** One level's line: its name, defaults and use, and its buttons. */
export function LevelLine({
  level,
  node,
  onEdit,
  onAddChild,
}: {
  level: CatalogueLevel;
  node: LevelNode;
  onEdit: (edit: LevelEdit) => void;
  onAddChild?: () => void;
}) {
  const { t } = useTranslation();
  const setActive = useCatalogueCall('setLevelActive');
  const remove = useCatalogueCall('deleteLevel');
  const act = async (call: Promise<{ message?: string }>) => {
    const result = await call.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  const label = t(`staffCatalogue.levels.${level}`);
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" py={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={level === 'superCategory' ? 600 : 400}>{node.name}</Text>
        {!node.active && <Badge color="gray">{t('staffCatalogue.inactive')}</Badge>}
        {(node.hsn || node.gstRate !== null) && (
          <Text size="xs" c="dimmed">
            {t('staffCatalogue.defaults', { hsn: node.hsn ?? '—', gst: node.gstRate ?? '—' })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('staffCatalogue.inUse', { count: node.inUse })}
        </Text>
      </Group>
      <Group gap={4} wrap="wrap">
        {onAddChild && (
          <Button size="compact-xs" variant="light" onClick={onAddChild}>
            {t('staffCatalogue.addChild', {
              level: t(`staffCatalogue.levels.${level === 'superCategory' ? 'category' : 'subcategory'}`),
            })}
          </Button>
        )}
        <Button
          size="compact-xs"
          variant="default"
          aria-label={t('staffCatalogue.editNamed', { name: node.name })}
          onClick={() =>
            onEdit({ level, id: node.id, name: node.name, hsn: node.hsn, gstRate: node.gstRate })
          }
        >
          {t('staffCatalogue.edit')}
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => act(setActive.mutateAsync({ level, id: node.id, active: !node.active }))}
        >
          {node.active ? t('staffCatalogue.deactivate') : t('staffCatalogue.activate')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          title={node.inUse > 0 ? t('staffCatalogue.inUseNoDelete', { level: label }) : undefined}
          onClick={() => act(remove.mutateAsync({ level, id: node.id }))}
        >
          {t('staffCatalogue.delete')}
        </Button>
      </Group>
    </Group>
  );
}
