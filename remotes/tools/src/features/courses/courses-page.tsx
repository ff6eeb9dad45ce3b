import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, Loading, PageHeader } from '@flowdeck/ui-kit';
import { Box, Breadcrumbs, Link } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useCourse, useCourses, useLesson, useQuiz } from './api/learning-queries';
import { CourseList } from './components/course-list';
import { CourseView } from './components/course-view';
import { LessonView } from './components/lesson-view';
import { QuizView } from './components/quiz-view';

/** Where the reader is, kept in the URL so a lesson can be bookmarked and Back works. */
function useLocation() {
  const [params, setParams] = useSearchParams();
  const course = params.get('course');
  const lesson = params.get('lesson');
  const quiz = params.get('quiz');
  const go = (next: { course?: string; lesson?: string; quiz?: string }) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search);
    window.scrollTo({ top: 0 });
  };
  return { course, lesson, quiz, go };
}

function CourseScreen({ courseId, go }: { courseId: string; go: ReturnType<typeof useLocation>['go'] }) {
  const course = useCourse(courseId);
  if (course.isPending) return <Loading label="Loading the course" />;
  if (course.isError)
    return <LoadError message="This course could not be loaded." onRetry={() => void course.refetch()} />;
  return (
    <CourseView
      course={course.data}
      onLesson={(lesson) => go({ course: courseId, lesson })}
      onQuiz={(quiz) => go({ course: courseId, quiz })}
    />
  );
}

function LessonScreen({
  courseId,
  lessonId,
  go,
}: {
  courseId: string;
  lessonId: string;
  go: ReturnType<typeof useLocation>['go'];
}) {
  const lesson = useLesson(courseId, lessonId);
  if (lesson.isPending) return <Loading label="Loading the lesson" />;
  if (lesson.isError)
    return <LoadError message="This lesson could not be loaded." onRetry={() => void lesson.refetch()} />;
  return (
    <LessonView
      key={lesson.data.id}
      lesson={lesson.data}
      onLesson={(id) => go({ course: courseId, lesson: id })}
      onQuiz={(quiz) => go({ course: courseId, quiz })}
    />
  );
}

function QuizScreen({
  courseId,
  moduleId,
  go,
}: {
  courseId: string;
  moduleId: string;
  go: ReturnType<typeof useLocation>['go'];
}) {
  const quiz = useQuiz(courseId, moduleId);
  if (quiz.isPending) return <Loading label="Loading the quiz" />;
  if (quiz.isError) return <LoadError message="This quiz could not be loaded." onRetry={() => void quiz.refetch()} />;
  return <QuizView key={`${courseId}-${moduleId}`} quiz={quiz.data} onNext={() => go({ course: courseId })} />;
}

/** The Learning Center: courses, lessons and quizzes, with the user's progress kept by the API. */
export default function CoursesPage() {
  const { course, lesson, quiz, go } = useLocation();
  const courses = useCourses();
  const courseTitle = courses.data?.courses.find((c) => c.id === course)?.title ?? 'Course';
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.courses)}
        subtitle="Short courses on reading the data in this app, each lesson linked to the page it teaches."
      />
      {course ? (
        <Breadcrumbs sx={{ mb: 2 }} aria-label="Where you are">
          <Link component="button" onClick={() => go({})}>
            All courses
          </Link>
          {lesson || quiz ? (
            <Link component="button" onClick={() => go({ course })}>
              {courseTitle}
            </Link>
          ) : null}
        </Breadcrumbs>
      ) : null}
      {course && lesson ? (
        <LessonScreen courseId={course} lessonId={lesson} go={go} />
      ) : course && quiz ? (
        <QuizScreen courseId={course} moduleId={quiz} go={go} />
      ) : course ? (
        <CourseScreen courseId={course} go={go} />
      ) : courses.isPending ? (
        <Loading label="Loading courses" />
      ) : courses.isError ? (
        <LoadError message="The courses could not be loaded." onRetry={() => void courses.refetch()} />
      ) : courses.data.courses.length === 0 ? (
        <LoadError message="No course is published yet." />
      ) : (
        <CourseList
          data={courses.data}
          onOpen={(courseId, lessonId) => go(lessonId ? { course: courseId, lesson: lessonId } : { course: courseId })}
        />
      )}
    </Box>
  );
}
