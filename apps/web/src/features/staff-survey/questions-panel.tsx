import type { ConsoleSurveyQuestion } from '@galla/contracts/console-survey';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import {
  useDeleteSurveyQuestion,
  useReorderSurveyQuestions,
  useSurveyQuestions,
  useUpdateSurveyQuestion,
} from './api';
import { QuestionFormModal } from './question-form-modal';
import { useSurveyTexts } from './texts';

/** The survey's questions in order: add, edit, move, (de)activate, and delete one nobody answered. */
export function QuestionsPanel() {
  const { t } = useTranslation();
  const k = useSurveyTexts();
  const questions = useSurveyQuestions();
  const update = useUpdateSurveyQuestion();
  const remove = useDeleteSurveyQuestion();
  const reorder = useReorderSurveyQuestions();
  const [editing, setEditing] = useState<ConsoleSurveyQuestion | 'new'>();
  const rows = questions.data ?? [];

  const act = async (call: Promise<{ message?: string }>) => {
    const result = await call.catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((q) => q.questionId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    return act(reorder.mutateAsync(ids));
  };
  const toggle = (q: ConsoleSurveyQuestion) =>
    act(
      update.mutateAsync({
        questionId: q.questionId,
        question: q.question,
        kind: q.kind,
        options: q.options,
        required: q.required,
        active: !q.active,
      }),
    );

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{k('add')}</Button>
      </Group>
      {questions.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : questions.isError ? (
        <Alert color="red">{k('questionsError')}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {k('emptyQuestions')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((q, index) => (
            <Paper key={q.questionId} component="li" withBorder p="sm" opacity={q.active ? 1 : 0.6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {q.question}
                  </Text>
                  <Group gap={6}>
                    <Badge variant="light">{k(`kinds.${q.kind}`)}</Badge>
                    {!q.active && <Badge color="gray">{k('inactive')}</Badge>}
                    {q.required && <Badge variant="outline">{k('required')}</Badge>}
                    <Text size="xs" c="dimmed">
                      {k('answered', { count: q.answers })}
                    </Text>
                  </Group>
                  {q.kind === 'choice' && (
                    <Text size="xs" c="dimmed">
                      {q.options.join(' · ')}
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={k('moveUp', { question: q.question })}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    disabled={index === rows.length - 1 || reorder.isPending}
                    aria-label={k('moveDown', { question: q.question })}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <Group gap="xs" mt="xs">
                <Button size="compact-sm" variant="default" onClick={() => setEditing(q)}>
                  {k('edit')}
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => toggle(q)}>
                  {q.active ? k('deactivate') : k('activate')}
                </Button>
                {q.answers === 0 && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red"
                    onClick={() => act(remove.mutateAsync(q.questionId))}
                  >
                    {k('delete')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <QuestionFormModal
        opened={editing !== undefined}
        question={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
