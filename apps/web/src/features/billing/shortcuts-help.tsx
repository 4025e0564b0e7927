import { Group, Kbd, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { listedOnly, type ShortcutAction, shortcuts } from './shortcuts';

type ShortcutsHelpProps = { opened: boolean; onClose: () => void };

/** The '?' dialog: every key of the billing screen, read from the one key map. */
export function ShortcutsHelp({ opened, onClose }: ShortcutsHelpProps) {
  const { t } = useTranslation();
  // Keys of one action share a row: F2 or '/'.
  const byAction = new Map<ShortcutAction, string[]>();
  for (const s of shortcuts) byAction.set(s.action, [...(byAction.get(s.action) ?? []), ...s.keys]);
  const rows: [string, readonly string[]][] = [
    ...[...byAction].map(([action, keys]): [string, string[]] => [t(`billing.shortcuts.${action}`), keys]),
    ...listedOnly.map((l): [string, readonly string[]] => [t(`billing.shortcuts.${l.what}`), l.keys]),
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={t('billing.shortcuts.title')} centered>
      <Table aria-label={t('billing.shortcuts.title')} verticalSpacing={6}>
        <Table.Tbody>
          {rows.map(([what, keys]) => (
            <Table.Tr key={what}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {keys.map((key, i) => (
                    <Group key={key} gap={4} wrap="nowrap">
                      {i > 0 && <Text size="xs">/</Text>}
                      <Kbd>{key}</Kbd>
                    </Group>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
