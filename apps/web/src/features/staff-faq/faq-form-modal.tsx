import { type ConsoleFaq, ZFaqInput } from '@galla/contracts/console-faq';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useAddFaq, useUpdateFaq } from './api';

type Values = z.input<typeof ZFaqInput>;

/** Add a question (no `faq`) or edit one; checked with the server's schema first. */
export function FaqFormModal({
  opened,
  faq,
  onClose,
}: {
  opened: boolean;
  faq?: ConsoleFaq;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddFaq();
  const update = useUpdateFaq();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(ZFaqInput), defaultValues: { question: '', answer: '' } });
  useEffect(() => {
    if (opened) reset({ question: faq?.question ?? '', answer: faq?.answer ?? '' });
  }, [opened, faq, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await (faq
      ? update.mutateAsync({ faqId: faq.faqId, hidden: faq.hidden, ...values })
      : add.mutateAsync(values)
    ).catch(() => null);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={faq ? t('consoleMessaging.faq.editTitle') : t('consoleMessaging.faq.newTitle')}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <TextInput
            label={t('consoleMessaging.faq.question')}
            error={errors.question?.message}
            {...register('question')}
          />
          <Textarea
            label={t('consoleMessaging.faq.answer')}
            rows={4}
            error={errors.answer?.message}
            {...register('answer')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('consoleMessaging.faq.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
