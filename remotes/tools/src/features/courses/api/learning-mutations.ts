import {
  COMPLETE_LESSON,
  SUBMIT_QUIZ,
  VISIT_LESSON,
  type CourseProgress,
  type QuizResult,
} from '@flowdeck/endpoints/learning';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEARNING_QUERY_KEY } from './learning-queries';

/** A failed call (spec §8) resolves to nothing and refreshes nothing. */
function useRefreshing<Input, Output>(send: (input: Input) => Promise<Output | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) =>
      result === undefined ? undefined : client.invalidateQueries({ queryKey: LEARNING_QUERY_KEY }),
  });
}

/** Records the lesson as where the user left off (quietly: no notification). */
export function useVisitLesson() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, lessonId }: { courseId: string; lessonId: string }) =>
      api.post<object>(pathOf(VISIT_LESSON, { x: courseId, y: lessonId }), {}, { notify: false }),
    onSuccess: (visited) =>
      visited === undefined ? undefined : client.invalidateQueries({ queryKey: [...LEARNING_QUERY_KEY, 'courses'] }),
  });
}

export function useCompleteLesson() {
  const api = useApi();
  return useRefreshing(
    ({ courseId, lessonId, completed }: { courseId: string; lessonId: string; completed: boolean }) =>
      api.post<{ completed: boolean; progress: CourseProgress }>(
        pathOf(COMPLETE_LESSON, { x: courseId, y: lessonId }),
        { completed },
        { notify: false },
      ),
  );
}

export function useSubmitQuiz() {
  const api = useApi();
  return useRefreshing(({ courseId, moduleId, answers }: { courseId: string; moduleId: string; answers: number[] }) =>
    api.post<QuizResult>(pathOf(SUBMIT_QUIZ, { x: courseId, y: moduleId }), { answers }, { notify: false }),
  );
}
