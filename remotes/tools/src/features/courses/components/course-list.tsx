import type { CourseList as Courses } from '@flowdeck/endpoints/learning';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';

/** Every course with its progress, and the lesson to continue with. */
export function CourseList({ data, onOpen }: { data: Courses; onOpen: (courseId: string, lessonId?: string) => void }) {
  return (
    <Stack spacing={2}>
      {data.resume ? (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => onOpen(data.resume?.courseId ?? '', data.resume?.lessonId)}
            >
              Continue
            </Button>
          }
        >
          Continue where you left off: <strong>{data.resume.lessonTitle}</strong> in {data.resume.courseTitle}.
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {data.courses.map((course) => (
          <Paper
            key={course.id}
            component="article"
            aria-label={course.title}
            variant="outlined"
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Chip size="small" label={course.level} sx={{ alignSelf: 'flex-start' }} />
            <Typography variant="h6" component="h2">
              {course.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {course.summary}
            </Typography>
            <Box>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="caption" color="text.secondary">
                  {course.progress.completedLessons}/{course.progress.totalLessons} lessons ·{' '}
                  {course.progress.passedQuizzes}/{course.progress.totalQuizzes} quizzes
                </Typography>
                <Typography variant="caption" sx={{ fontWeight: 700 }}>
                  {course.progress.percent}%
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={course.progress.percent}
                aria-label={`${course.title} progress`}
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              />
            </Box>
            <Button variant={course.progress.percent > 0 ? 'contained' : 'outlined'} onClick={() => onOpen(course.id)}>
              {course.progress.percent === 0
                ? 'Start course'
                : course.progress.percent === 100
                  ? 'Review course'
                  : 'Open course'}
            </Button>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
