import type { SubUser } from '@galla/contracts/sub-users';
import {
  ActionIcon,
  Avatar,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconEdit, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useDeleteSubUser, useSubUsers } from './api';
import { SubUserForm } from './sub-user-form';

/** /addSubUser (flag addSubUser; the server also requires the owner). */
export function SubUsersPage() {
  return (
    <FlagGuard flag="addSubUser">
      <SubUsers />
    </FlagGuard>
  );
}

const fullName = (user: SubUser) => `${user.firstName} ${user.lastName}`.trim();

type Dialog = { kind: 'add' } | { kind: 'edit'; user: SubUser } | { kind: 'delete'; user: SubUser } | null;

function SubUsers() {
  const { t } = useTranslation();
  const list = useSubUsers();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const users = list.data ?? [];

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3">
          {t('subUsers.title')}
        </Title>
        {users.length > 0 && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setDialog({ kind: 'add' })}>
            {t('subUsers.add')}
          </Button>
        )}
      </Group>

      {list.isPending ? (
        <Center p="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : users.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconUsers size={30} />
            </ThemeIcon>
            <Text fw={600}>{t('msg.noSubUsers')}</Text>
            <Text size="sm" c="dimmed">
              {t('msg.addFirstSubUser')}
            </Text>
            <Button
              mt="sm"
              leftSection={<IconUserPlus size={18} />}
              onClick={() => setDialog({ kind: 'add' })}
              disabled={list.isError}
            >
              {t('subUsers.add')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" p={0} m={0}>
          {users.map((user) => (
            <Paper key={user.userId} component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
              <Group wrap="nowrap" justify="space-between" gap="xs">
                <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
                  <Avatar name={fullName(user)} color="initials" />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate="end">
                      {fullName(user)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      +91 {user.contactNumber}
                    </Text>
                  </div>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('subUsers.edit', { name: fullName(user) })}
                    onClick={() => setDialog({ kind: 'edit', user })}
                  >
                    <IconEdit size={20} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('subUsers.delete', { name: fullName(user) })}
                    onClick={() => setDialog({ kind: 'delete', user })}
                  >
                    <IconTrash size={20} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}

      <Modal
        opened={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={close}
        title={dialog?.kind === 'edit' ? t('subUsers.editTitle') : t('subUsers.add')}
        centered
      >
        {dialog?.kind === 'add' && <SubUserForm onDone={close} />}
        {dialog?.kind === 'edit' && (
          <SubUserForm key={dialog.user.userId} editing={dialog.user} onDone={close} />
        )}
      </Modal>
      <DeleteDialog user={dialog?.kind === 'delete' ? dialog.user : null} onClose={close} />
    </Stack>
  );
}

function DeleteDialog({ user, onClose }: { user: SubUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteSubUser();

  const confirm = async () => {
    if (!user) return;
    const result = await remove.mutateAsync(user.userId).catch(() => null);
    if (!result) return;
    showToast(result.message ?? t('msg.subUserDeleted'), 'success');
    onClose();
  };

  return (
    <Modal opened={user !== null} onClose={onClose} title={t('subUsers.deleteTitle')} centered>
      {user && (
        <Stack gap="md">
          <Text>{t('subUsers.deleteConfirm', { name: fullName(user), phone: user.contactNumber })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {t('subUsers.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              {t('subUsers.deleteButton')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
