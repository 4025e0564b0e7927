import type { SurveyQuestion } from '@galla/contracts/survey';
import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSubmitSurvey, useSurveyQuestions } from './api';
import { pathOf } from './path-of';

/**
 * /takeSurvey/{surveyToken}: the product's own survey, opened in a new tab by Let's Go. One response
 * per invoice: once it is in, the page says so and leads to the reward.
 */
export function TakeSurveyPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const query = useSurveyQuestions(token);
  const submit = useSubmitSurvey(token);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState(false);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  } else if (query.data.is_filled || submit.isSuccess) {
    body = (
      <Stack gap="sm" align="center">
        <Text fw={600} role="status">
          {submit.isSuccess ? t('msg.surveyThanks') : t('msg.surveyAlreadyFilled')}
        </Text>
        <Button component="a" href={pathOf(query.data.rewardUrl)}>
          {t('survey.seeRewards')}
        </Button>
      </Stack>
    );
  } else {
    const questions = query.data.questions;
    const onSubmit = (event: React.FormEvent) => {
      event.preventDefault();
      const unanswered = questions.some((q) => q.required && !(answers[q.questionId] ?? '').trim());
      setMissing(unanswered);
      if (unanswered) return;
      submit.mutate(
        questions
          .filter((q) => (answers[q.questionId] ?? '').trim())
          .map((q) => ({ questionId: q.questionId, answer: answers[q.questionId]!.trim() })),
      );
    };
    body = (
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {questions.map((q) => (
            <QuestionField
              key={q.questionId}
              question={q}
              value={answers[q.questionId] ?? ''}
              onChange={(value) => setAnswers((a) => ({ ...a, [q.questionId]: value }))}
            />
          ))}
          {missing && (
            <Text c="red" size="sm" role="alert">
              {t('msg.surveyAnswerEvery')}
            </Text>
          )}
          <Button type="submit" loading={submit.isPending}>
            {t('survey.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="sm" py="md" px="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('survey.questionsTitle')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}

type FieldProps = { question: SurveyQuestion; value: string; onChange: (value: string) => void };

function QuestionField({ question, value, onChange }: FieldProps) {
  const { t } = useTranslation();
  if (question.kind === 'text') {
    return (
      <Textarea
        label={question.question}
        withAsterisk={question.required}
        value={value}
        maxLength={500}
        rows={3}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  const options = question.kind === 'rating' ? ['1', '2', '3', '4', '5'] : question.options;
  return (
    <Radio.Group
      label={question.question}
      description={question.kind === 'rating' ? t('survey.ratingHint') : undefined}
      withAsterisk={question.required}
      value={value}
      onChange={onChange}
    >
      <Group gap="sm" mt="xs">
        {options.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </Group>
    </Radio.Group>
  );
}
