import { IDLE_DAYS_MAX } from '@galla/contracts/sessions';
import { Badge, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useEndOtherSessions, useEndSession, useSetIdleDays, useUserSessions } from './sessions-api';

/**
 * The profile's "Signed-in devices": every live session of this user, with a way to end any one or
 * all the others, and for the owner the shop's idle limit. Ending this device's own session is a
 * logout: the next call answers 401 and the app returns to the login.
 */
export function SessionsSection({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const sessions = useUserSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const data = sessions.data;
  if (!data) return null;
  const others = data.sessions.filter((s) => !s.current).length;

  const run = async (action: Promise<{ message?: string }>) => {
    const result = await action.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('sessions.title')}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sessions.device')}</Table.Th>
              <Table.Th>{t('sessions.lastUsed')}</Table.Th>
              <Table.Th>{t('sessions.created')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.sessions.map((s) => (
              <Table.Tr key={s.sessionId}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{s.client ?? t('sessions.unknownDevice')}</Text>
                    {s.current && <Badge size="sm">{t('sessions.current')}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(s.lastUsedAt)}</Table.Td>
                <Table.Td>{formatDateTime(s.createdAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={end.isPending && end.variables === s.sessionId}
                    onClick={() => void run(end.mutateAsync(s.sessionId))}
                  >
                    {t('sessions.end')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="default"
            disabled={others === 0}
            loading={endOthers.isPending}
            onClick={() => void run(endOthers.mutateAsync())}
          >
            {t('sessions.endOthers')}
          </Button>
        </Group>
        {isOwner && <IdleDays current={data.idleDays} />}
      </Stack>
    </Paper>
  );
}

function IdleDays({ current }: { current: number }) {
  const { t } = useTranslation();
  const save = useSetIdleDays();
  const [days, setDays] = useState<number | string>(current);
  useEffect(() => setDays(current), [current]);
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= IDLE_DAYS_MAX;

  return (
    <Group align="end">
      <NumberInput
        label={t('sessions.idleLabel')}
        min={1}
        max={IDLE_DAYS_MAX}
        allowDecimal={false}
        value={days}
        onChange={setDays}
        w={320}
      />
      <Button
        disabled={!valid || days === current}
        loading={save.isPending}
        onClick={async () => {
          const result = await save.mutateAsync(Number(days)).catch(() => null);
          if (result?.message) showToast(result.message, 'success');
        }}
      >
        {t('sessions.idleSave')}
      </Button>
    </Group>
  );
}
