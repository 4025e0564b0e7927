import { reportRangeProblem } from '@galla/domain/report-range';
import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { showToast } from '../../lib/toast';
import { useSendSalesReport } from './api';
import { defaultRange, todayIst } from './report-dates';

/** /Sales Report (flag reports): From and To dates, future ones disabled; Submit mails the report. */
export function SalesReportPage() {
  return (
    <FlagGuard flag="reports">
      <SalesReport />
    </FlagGuard>
  );
}

function SalesReport() {
  const { t } = useTranslation();
  const today = todayIst();
  const [range, setRange] = useState(defaultRange(today));
  const send = useSendSalesReport();
  const problem = reportRangeProblem(range.fromDate, range.toDate, today);

  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={2} size="h3">
        {t('reports.sales')}
      </Title>
      <Paper withBorder p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (problem) return;
            send.mutate(range, {
              onSuccess: (result) => {
                if (result.message) showToast(result.message, result.status === 200 ? 'success' : 'info');
              },
            });
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('reports.salesReportHint')}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                type="date"
                label={t('reports.fromDate')}
                value={range.fromDate}
                max={today}
                required
                onChange={(e) => setRange((r) => ({ ...r, fromDate: e.currentTarget.value }))}
              />
              <TextInput
                type="date"
                label={t('reports.toDate')}
                value={range.toDate}
                max={today}
                required
                onChange={(e) => setRange((r) => ({ ...r, toDate: e.currentTarget.value }))}
              />
            </SimpleGrid>
            {problem && (
              <Text c="red" size="sm" role="alert">
                {problem}
              </Text>
            )}
            <Button type="submit" loading={send.isPending} disabled={problem !== null}>
              {t('reports.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
