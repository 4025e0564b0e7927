import type { surveyQuestionKinds } from '@galla/contracts/survey';
import { useTranslation } from 'react-i18next';
import type { Resources } from '../../lib/en';

type Key =
  | Exclude<keyof Resources['consoleMessaging']['survey'], 'kinds'>
  | `kinds.${(typeof surveyQuestionKinds)[number]}`;

/** The Survey section's texts (en.ts consoleMessaging.survey), by their short keys. */
export function useSurveyTexts() {
  const { t } = useTranslation();
  // Keys are checked by `Key`; i18next's typing of each text's placeholders is looser on purpose here.
  const translate = t as unknown as (key: string, values?: object) => string;
  return (key: Key, values?: object) => translate(`consoleMessaging.survey.${key}`, values);
}
