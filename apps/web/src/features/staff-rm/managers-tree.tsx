import type { ManagerNode } from '@galla/contracts/retailer-managers';
import { Badge, Box, Button, Group, NavLink, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  managers: ManagerNode[];
  selected: number | null;
  onSelect: (staffId: number | null) => void;
  /** Set when the viewer may change reporting lines (Admin, subAdmin). */
  onEditReportsTo?: (manager: ManagerNode) => void;
};

const roleLabel: Record<ManagerNode['userType'], string> = {
  Avp: 'Avp',
  stateManager: 'State',
  zonalManager: 'Zonal',
};

/** The managers as a tree: those without a (visible) manager at the top, each team indented below. */
export function ManagersTree({ managers, selected, onSelect, onEditReportsTo }: Props) {
  const { t } = useTranslation();
  const ids = new Set(managers.map((m) => m.staffId));
  const childrenOf = (id: number | null) =>
    managers.filter((m) =>
      id === null ? m.managerId === null || !ids.has(m.managerId) : m.managerId === id,
    );

  const branch = (id: number | null, depth: number, seen: Set<number>): React.ReactNode =>
    childrenOf(id)
      .filter((m) => !seen.has(m.staffId))
      .map((m) => {
        const name = `${m.firstName} ${m.lastName}`.trim();
        return (
          <Box key={m.staffId}>
            <Group gap={4} wrap="nowrap" pl={depth * 16}>
              <NavLink
                component="button"
                active={selected === m.staffId}
                onClick={() => onSelect(m.staffId)}
                label={name}
                description={
                  <Group gap={4} component="span">
                    <Badge size="xs" variant="light" component="span">
                      {roleLabel[m.userType]}
                    </Badge>
                    {m.status === 'disabled' && (
                      <Badge size="xs" color="gray" component="span">
                        {t('consoleRm.disabled')}
                      </Badge>
                    )}
                    <Text span size="xs">
                      {t('consoleRm.retailerCount', { count: m.retailers })}
                    </Text>
                  </Group>
                }
              />
              {onEditReportsTo && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={t('consoleRm.reportsToFor', { name })}
                  onClick={() => onEditReportsTo(m)}
                >
                  {t('consoleRm.reportsTo')}
                </Button>
              )}
            </Group>
            {branch(m.staffId, depth + 1, new Set([...seen, m.staffId]))}
          </Box>
        );
      });

  return (
    <Box>
      <NavLink
        component="button"
        active={selected === null}
        onClick={() => onSelect(null)}
        label={t('consoleRm.allRetailers')}
      />
      {branch(null, 0, new Set())}
    </Box>
  );
}
