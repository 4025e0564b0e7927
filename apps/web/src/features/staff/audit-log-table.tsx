import { auditPageSizes } from '@galla/contracts/staff-console';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useAuditLog } from './api';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

// Every console change, newest first, paged on the server: who made it, when, and the values before
// and after. Read-only: the log is append-only.
export function AuditLogTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(auditPageSizes[0]);
  const log = useAuditLog(page, pageSize);

  if (log.isError) return <Alert color="red">{t('staff.audit.error')}</Alert>;
  return (
    <DataTable
      withTableBorder
      minHeight={180}
      fetching={log.isFetching}
      records={log.data?.rows ?? []}
      totalRecords={log.data?.total ?? 0}
      page={page}
      onPageChange={setPage}
      recordsPerPage={pageSize}
      recordsPerPageOptions={[...auditPageSizes]}
      onRecordsPerPageChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      recordsPerPageLabel={t('staff.table.rowsPerPage')}
      noRecordsText={t('staff.audit.empty')}
      columns={[
        { accessor: 'createdAt', title: t('staff.audit.when'), render: (r) => formatDateTime(r.createdAt) },
        {
          accessor: 'actorName',
          title: t('staff.audit.who'),
          render: (r) => r.actorName ?? `${r.actorKind}${r.actorId === null ? '' : ` #${r.actorId}`}`,
        },
        {
          accessor: 'action',
          title: t('staff.audit.what'),
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.action}</Text>
              <Text size="xs" c="dimmed">
                {r.entity}
                {r.entityId === null ? '' : ` #${r.entityId}`}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'before', title: t('staff.audit.before'), render: (r) => <Code>{shown(r.before)}</Code> },
        { accessor: 'after', title: t('staff.audit.after'), render: (r) => <Code>{shown(r.after)}</Code> },
      ]}
    />
  );
}
