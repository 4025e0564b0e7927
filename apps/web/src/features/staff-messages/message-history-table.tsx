import type { SentMessage } from '@galla/contracts/console-messages';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { formatDateTime } from '../../lib/format';
import { useConsoleTable } from '../staff/use-console-table';
import { useMessageHistory } from './api';
import { useMessageTexts } from './texts';

/** The messages sent so far, paged and sorted on the server. */
export function MessageHistoryTable() {
  const k = useMessageTexts();
  const table = useConsoleTable<SentMessage>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const history = useMessageHistory({
    page: table.page,
    pageSize: table.pageSize,
    sortBy: table.sort.columnAccessor === 'notified' ? 'notified' : 'createdAt',
    sortDirection: table.sort.direction,
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
          {...table.tableProps}
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
