import { QUESTION_MAX_LENGTH } from '@jobbridge/shared';
import type { QuestionView } from './job-view';

/** Why a question cannot be posted (spec section 5: a Q&A post cannot be empty), or null. */
export function questionProblem(text: string): 'empty' | 'tooLong' | null {
  if (!text.trim()) return 'empty';
  if ([...text.trim()].length > QUESTION_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Characters counted the way people see them (an emoji is one). */
export const questionLength = (text: string) => [...text].length;

/** The list with one question (or answer) changed. */
export function updateQuestion(
  list: readonly QuestionView[],
  id: number,
  change: (question: QuestionView) => QuestionView,
): QuestionView[] {
  return list.map((question) =>
    question.question_id === id
      ? change(question)
      : question.answers.length
        ? { ...question, answers: updateQuestion(question.answers, id, change) }
        : question,
  );
}

/** The list without one question (or answer). */
export function removeQuestion(list: readonly QuestionView[], id: number): QuestionView[] {
  return list
    .filter((question) => question.question_id !== id)
    .map((question) =>
      question.answers.length ? { ...question, answers: removeQuestion(question.answers, id) } : question,
    );
}

/** Optimistic thumb: counted once, marked as thumbed. */
export const thumbOnce = (question: QuestionView): QuestionView =>
  question.thumbed ? question : { ...question, thumbed: true, thumbs: question.thumbs + 1 };

/** Adds questions after the ones already shown (the next page), skipping any already there. */
export function appendQuestions(list: readonly QuestionView[], more: readonly QuestionView[]): QuestionView[] {
  const known = new Set(list.map((question) => question.question_id));
  return [...list, ...more.filter((question) => !known.has(question.question_id))];
}
