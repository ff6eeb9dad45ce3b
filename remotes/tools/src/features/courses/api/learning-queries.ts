/** The Learning Center's reads (one query per endpoint) under one key, refreshed by every change. */
import {
  COURSE,
  COURSES,
  LESSON,
  QUIZ,
  type CourseDetail,
  type CourseList,
  type LessonDetail,
  type QuizView,
} from '@flowdeck/endpoints/learning';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';

export const LEARNING_QUERY_KEY = ['tools', 'learning'] as const;

export function useCourses() {
  const api = useApi();
  return useQuery({
    queryKey: [...LEARNING_QUERY_KEY, 'courses'],
    queryFn: ({ signal }) => api.get<CourseList>(pathOf(COURSES), { signal }),
  });
}

export function useCourse(courseId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...LEARNING_QUERY_KEY, 'course', courseId],
    queryFn: ({ signal }) => api.get<CourseDetail>(pathOf(COURSE, { x: courseId }), { signal }),
  });
}

export function useLesson(courseId: string, lessonId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...LEARNING_QUERY_KEY, 'lesson', courseId, lessonId],
    queryFn: ({ signal }) => api.get<LessonDetail>(pathOf(LESSON, { x: courseId, y: lessonId }), { signal }),
  });
}

export function useQuiz(courseId: string, moduleId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...LEARNING_QUERY_KEY, 'quiz', courseId, moduleId],
    queryFn: ({ signal }) => api.get<QuizView>(pathOf(QUIZ, { x: courseId, y: moduleId }), { signal }),
  });
}
