import { auditPageSizes } from '@galla/contracts/staff-console';
import { Alert, Code } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { type HistoryPath, useHistory } from './api';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Who changed which catalogue entry, when, before and after: the audit log, paged on the server. */
export function HistoryTable({ path }: { path: HistoryPath }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(auditPageSizes[0]);
  const history = useHistory(path, page, pageSize);
  if (history.isError) return <Alert color="red">{t('staffCatalogue.historyError')}</Alert>;
  return (
    <DataTable
      withTableBorder
      minHeight={160}
      fetching={history.isFetching}
      records={history.data?.rows ?? []}
      totalRecords={history.data?.total ?? 0}
      page={page}
      onPageChange={setPage}
      recordsPerPage={pageSize}
      recordsPerPageOptions={[...auditPageSizes]}
      onRecordsPerPageChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      recordsPerPageLabel={t('staff.table.rowsPerPage')}
      noRecordsText={t('staffCatalogue.historyEmpty')}
      columns={[
        {
          accessor: 'createdAt',
          title: t('staffCatalogue.when'),
          render: (r) => formatDateTime(r.createdAt),
        },
        { accessor: 'actorName', title: t('staffCatalogue.who'), render: (r) => r.actorName ?? '—' },
        {
          accessor: 'action',
          title: t('staffCatalogue.what'),
          render: (r) =>
            `${t(`staffCatalogue.actionNames.${r.action}`, { defaultValue: r.action })} · ${r.entity} ${r.entityId ?? ''}`,
        },
        {
          accessor: 'before',
          title: t('staffCatalogue.before'),
          render: (r) => <Code>{shown(r.before)}</Code>,
        },
        { accessor: 'after', title: t('staffCatalogue.after'), render: (r) => <Code>{shown(r.after)}</Code> },
      ]}
    />
  );
}
