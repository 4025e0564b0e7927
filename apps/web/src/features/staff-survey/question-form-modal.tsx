import {
  type ConsoleSurveyQuestion,
  surveyConsoleMessages,
  ZSurveyQuestionInput,
} from '@galla/contracts/console-survey';
import { surveyQuestionKinds } from '@galla/contracts/survey';
import { Button, Checkbox, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useAddSurveyQuestion, useUpdateSurveyQuestion } from './api';
import { useSurveyTexts } from './texts';

type Kind = (typeof surveyQuestionKinds)[number];
type Errors = Partial<Record<'question' | 'kind' | 'options', string>>;

/** Add a question (no `question`) or edit one. An answered question keeps its kind. */
export function QuestionFormModal({
  opened,
  question,
  onClose,
}: {
  opened: boolean;
  question?: ConsoleSurveyQuestion;
  onClose: () => void;
}) {
  const k = useSurveyTexts();
  const add = useAddSurveyQuestion();
  const update = useUpdateSurveyQuestion();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<Kind>('choice');
  const [options, setOptions] = useState('');
  const [required, setRequired] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!opened) return;
    setText(question?.question ?? '');
    setKind(question?.kind ?? 'choice');
    setOptions(question?.options.join('\n') ?? '');
    setRequired(question?.required ?? true);
    setErrors({});
  }, [opened, question]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = {
      question: text,
      kind,
      options:
        kind === 'choice'
          ? options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      required,
    };
    const parsed = ZSurveyQuestionInput.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    const result = await (question
      ? update.mutateAsync({ questionId: question.questionId, active: question.active, ...values })
      : add.mutateAsync(values)
    ).catch(() => null);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={question ? k('editTitle') : k('newTitle')}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <TextInput
            label={k('question')}
            value={text}
            error={errors.question}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Select
            label={k('kind')}
            allowDeselect={false}
            disabled={question !== undefined && question.answers > 0}
            description={question && question.answers > 0 ? surveyConsoleMessages.kindLocked : undefined}
            data={surveyQuestionKinds.map((value) => ({ value, label: k(`kinds.${value}`) }))}
            value={kind}
            error={errors.kind}
            onChange={(v) => setKind((v ?? 'choice') as Kind)}
          />
          {kind === 'choice' && (
            <Textarea
              label={k('options')}
              rows={3}
              value={options}
              error={errors.options}
              onChange={(e) => setOptions(e.currentTarget.value)}
            />
          )}
          <Checkbox
            label={k('required')}
            checked={required}
            onChange={(e) => setRequired(e.currentTarget.checked)}
          />
          <Button type="submit" loading={add.isPending || update.isPending}>
            {k('save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
