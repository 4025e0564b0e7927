import type { SentMessage } from '@galla/contracts/console-messages';
import { auditPageSizes } from '@galla/contracts/staff-console';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useMessageHistory } from './api';
import { useMessageTexts } from './texts';

/** The messages sent so far, paged and sorted on the server. */
export function MessageHistoryTable() {
  const { t } = useTranslation();
  const k = useMessageTexts();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(auditPageSizes[0]);
  const [sort, setSort] = useState<DataTableSortStatus<SentMessage>>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const history = useMessageHistory({
    page,
    pageSize,
    sortBy: sort.columnAccessor === 'notified' ? 'notified' : 'createdAt',
    sortDirection: sort.direction,
  });

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {k('history')}
      </Title>
      {history.isError ? (
        <Alert color="red">{k('historyError')}</Alert>
      ) : (
        <DataTable
          withTableBorder
          minHeight={180}
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
          sortStatus={sort}
          onSortStatusChange={(status) => {
            setSort(status);
            setPage(1);
          }}
          noRecordsText={k('empty')}
          columns={[
            {
              accessor: 'createdAt',
              title: k('when'),
              sortable: true,
              render: (r) => formatDateTime(r.createdAt),
            },
            {
              accessor: 'text',
              title: k('text'),
              render: (r) => (
                <Text size="sm" lineClamp={2} maw={360}>
                  {r.text}
                </Text>
              ),
            },
            { accessor: 'staffName', title: k('by') },
            {
              accessor: 'channels',
              title: k('channels'),
              render: (r) =>
                [k('bell'), r.sendSms ? k('sms') : null, r.sendEmail ? k('email') : null]
                  .filter(Boolean)
                  .join(', '),
            },
            { accessor: 'notified', title: k('reached'), sortable: true },
            { accessor: 'smsQueued', title: k('sms') },
            { accessor: 'emailsQueued', title: k('email') },
          ]}
        />
      )}
    </Stack>
  );
}
