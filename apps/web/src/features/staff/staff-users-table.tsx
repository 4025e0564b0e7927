import { staffUserTypes } from '@galla/contracts/auth';
import { ZNewPassword } from '@galla/contracts/passwords';
import type { StaffUserRow } from '@galla/contracts/staff-console';
import { Alert, Badge, Button, Group, Menu, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import { Modal } from '../../components/modal';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { AddStaffModal } from './add-staff-modal';
import { useStaffAction, useStaffList } from './api';
import { useConsoleTable } from './use-console-table';

type SortBy = 'name' | 'email' | 'userType' | 'createdAt';

// The staff accounts, paged, searched, filtered and sorted on the server. Actions per row: role,
// disable/enable, reset password, reset two-step sign-in. One's own row has none.
export function StaffUsersTable() {
  const { t } = useTranslation();
  const session = useSession();
  const table = useConsoleTable<StaffUserRow>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [userType, setUserType] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [resetFor, setResetFor] = useState<StaffUserRow>();
  const update = useStaffAction('updateStaff');
  const resetTotp = useStaffAction('resetStaffTotp');
  const list = useStaffList({
    page: table.page,
    pageSize: table.pageSize,
    search: debounced || undefined,
    userType: (userType ?? undefined) as (typeof staffUserTypes)[number] | undefined,
    sortBy: (table.sort.columnAccessor === 'firstName' ? 'name' : table.sort.columnAccessor) as SortBy,
    sortDirection: table.sort.direction,
  });
  const me = session?.kind === 'staff' ? session.profile.userId : undefined;
  const act = async (call: Promise<{ message?: string }>) => {
    const result = await call.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <TextInput
          aria-label={t('staff.users.search')}
          placeholder={t('staff.users.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            table.toFirstPage();
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          aria-label={t('staff.users.role')}
          placeholder={t('staff.users.allRoles')}
          clearable
          data={[...staffUserTypes]}
          value={userType}
          onChange={(value) => {
            setUserType(value);
            table.toFirstPage();
          }}
          w={{ base: '100%', xs: 180 }}
        />
        <Button onClick={() => setAdding(true)}>{t('staff.users.add')}</Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{t('staff.users.error')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
          fetching={list.isFetching}
          records={list.data?.rows ?? []}
          idAccessor="userId"
          totalRecords={list.data?.total ?? 0}
          {...table.tableProps}
          noRecordsText={t('staff.users.empty')}
          columns={[
            {
              accessor: 'firstName',
              title: t('staff.users.name'),
              sortable: true,
              render: (r) => `${r.firstName} ${r.lastName}`.trim(),
            },
            { accessor: 'email', title: t('staff.users.email'), sortable: true },
            { accessor: 'userType', title: t('staff.users.role'), sortable: true },
            {
              accessor: 'status',
              title: t('staff.users.status'),
              render: (r) => (
                <Badge color={r.status === 'active' ? 'green' : 'gray'} variant="light">
                  {t(`staff.users.${r.status}`)}
                </Badge>
              ),
            },
            {
              accessor: 'createdAt',
              title: t('staff.users.since'),
              sortable: true,
              render: (r) => formatDate(r.createdAt),
            },
            {
              accessor: 'actions',
              title: '',
              render: (r) =>
                r.userId === me ? null : (
                  <Menu withinPortal>
                    <Menu.Target>
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={t('staff.users.actionsFor', { email: r.email })}
                      >
                        {t('staff.users.actions')}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Label>{t('staff.users.changeRole')}</Menu.Label>
                      {staffUserTypes
                        .filter((role) => role !== r.userType)
                        .map((role) => (
                          <Menu.Item
                            key={role}
                            onClick={() => act(update.mutateAsync({ userId: r.userId, userType: role }))}
                          >
                            {role}
                          </Menu.Item>
                        ))}
                      <Menu.Divider />
                      <Menu.Item
                        color={r.status === 'active' ? 'red' : undefined}
                        onClick={() =>
                          act(
                            update.mutateAsync({
                              userId: r.userId,
                              status: r.status === 'active' ? 'disabled' : 'active',
                            }),
                          )
                        }
                      >
                        {r.status === 'active' ? t('staff.users.disable') : t('staff.users.enable')}
                      </Menu.Item>
                      <Menu.Item onClick={() => setResetFor(r)}>{t('staff.users.resetPassword')}</Menu.Item>
                      {r.totpEnrolled && (
                        <Menu.Item onClick={() => act(resetTotp.mutateAsync({ userId: r.userId }))}>
                          {t('staff.users.resetTotp')}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                ),
            },
          ]}
        />
      )}
      <AddStaffModal opened={adding} onClose={() => setAdding(false)} />
      <ResetPasswordModal row={resetFor} onClose={() => setResetFor(undefined)} />
    </Stack>
  );
}

function ResetPasswordModal({ row, onClose }: { row?: StaffUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useStaffAction('resetStaffPassword');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Modal
      opened={row !== undefined}
      onClose={onClose}
      title={t('staff.users.resetPasswordFor', { email: row?.email ?? '' })}
    >
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const parsed = ZNewPassword.safeParse(password);
          if (!parsed.success) return setError(parsed.error.issues[0]?.message);
          const result = await reset.mutateAsync({ userId: row!.userId, password }).catch(() => null);
          if (!result) return;
          if (result.message) showToast(result.message, 'success');
          setPassword('');
          onClose();
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            label={t('staff.users.newPassword')}
            autoComplete="new-password"
            value={password}
            error={error}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button type="submit" loading={reset.isPending}>
            {t('staff.users.resetPassword')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
