import type { SurveyResponseRow } from '@galla/contracts/console-survey';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useConsoleTable } from '../staff/use-console-table';
import { downloadSurveyExport, useSurveyQuestions, useSurveyResponses, useSurveySummary } from './api';
import { useSurveyTexts } from './texts';

/** The responses over a date range: a summary per question, the paged list and the spreadsheet. */
export function ResponsesPanel() {
  const k = useSurveyTexts();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const table = useConsoleTable<SurveyResponseRow>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const [exporting, setExporting] = useState(false);
  const range = { from: from || undefined, to: to || undefined };
  const summary = useSurveySummary(range);
  const responses = useSurveyResponses({
    ...range,
    page: table.page,
    pageSize: table.pageSize,
    sortDirection: table.sort.direction,
  });
  const questions = useSurveyQuestions();
  const questionText = new Map((questions.data ?? []).map((q) => [q.questionId, q.question]));

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={k('from')}
          value={from}
          max={to || undefined}
          onChange={(e) => {
            setFrom(e.currentTarget.value);
            table.toFirstPage();
          }}
        />
        <TextInput
          type="date"
          label={k('to')}
          value={to}
          min={from || undefined}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            table.toFirstPage();
          }}
        />
        <Button
          variant="light"
          loading={exporting}
          onClick={async () => {
            setExporting(true);
            await downloadSurveyExport(range).catch(() => showToast(k('exportFailed'), 'error'));
            setExporting(false);
          }}
        >
          {k('export')}
        </Button>
      </Group>
      {summary.isError || responses.isError ? (
        <Alert color="red">{k('responsesError')}</Alert>
      ) : (
        <>
          {summary.data && (
            <Stack gap="xs">
              <Text fw={600}>{k('responses', { count: summary.data.responses })}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {summary.data.questions.map((q) => (
                  <Paper key={q.questionId} withBorder p="sm">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {q.question}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {k('answered', { count: q.answered })}
                      {q.averageRating !== null ? ` · ${k('average', { value: q.averageRating })}` : ''}
                    </Text>
                    {q.choices.map((c) => (
                      <Group key={c.option} justify="space-between" gap="xs">
                        <Text size="xs">{c.option}</Text>
                        <Text size="xs" fw={600}>
                          {c.count}
                        </Text>
                      </Group>
                    ))}
                  </Paper>
                ))}
              </SimpleGrid>
            </Stack>
          )}
          <DataTable
            withTableBorder
            minHeight={180}
            fetching={responses.isFetching}
            records={responses.data?.rows ?? []}
            idAccessor="responseId"
            totalRecords={responses.data?.total ?? 0}
            {...table.tableProps}
            noRecordsText={k('emptyResponses')}
            columns={[
              {
                accessor: 'createdAt',
                title: k('date'),
                sortable: true,
                render: (r) => formatDateTime(r.createdAt),
              },
              { accessor: 'shopName', title: k('shop'), render: (r) => r.shopName ?? '—' },
              { accessor: 'email', title: k('visitor'), render: (r) => r.email ?? r.loginType },
              {
                accessor: 'answers',
                title: k('answersColumn'),
                render: (r) => (
                  <Stack gap={2} maw={420}>
                    {r.answers.map((a) => (
                      <Text key={a.questionId} size="xs">
                        <Text span c="dimmed" size="xs">
                          {questionText.get(a.questionId) ?? a.questionId}:
                        </Text>{' '}
                        {a.answer}
                      </Text>
                    ))}
                  </Stack>
                ),
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
