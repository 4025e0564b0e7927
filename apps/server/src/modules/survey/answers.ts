import type { SubmitSurveyRequest, SurveyQuestion } from '@galla/contracts/survey';
import { messages } from '@galla/domain/messages';
import { AppError } from '../../platform/envelope.js';

/**
 * The answers to keep, checked against the questions: every required one answered, a choice one of
 * its options, a rating 1 to 5. Answers to unknown questions and empty optional ones are dropped.
 */
export function checkAnswers(
  questions: SurveyQuestion[],
  answers: SubmitSurveyRequest['answers'],
): { questionId: number; answer: string }[] {
  const given = new Map(answers.map((a) => [a.questionId, a.answer.trim()]));
  const kept: { questionId: number; answer: string }[] = [];
  for (const q of questions) {
    const answer = given.get(q.questionId) ?? '';
    if (!answer) {
      if (q.required) throw new AppError(400, messages.surveyAnswerEvery);
      continue;
    }
    const valid =
      q.kind === 'choice' ? q.options.includes(answer) : q.kind === 'rating' ? /^[1-5]$/.test(answer) : true;
    if (!valid) throw new AppError(400, messages.surveyAnswerEvery);
    kept.push({ questionId: q.questionId, answer });
  }
  return kept;
}
