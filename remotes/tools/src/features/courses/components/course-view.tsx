import type { CourseDetail } from '@flowdeck/endpoints/learning';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Quiz from '@mui/icons-material/Quiz';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Button,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { MarkdownBlocks } from './markdown-blocks';

/** A course's outline: modules, lessons with their state, and each module's quiz. */
export function CourseView({
  course,
  onLesson,
  onQuiz,
}: {
  course: CourseDetail;
  onLesson: (lessonId: string) => void;
  onQuiz: (moduleId: string) => void;
}) {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h2">
          {course.title}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, my: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <LinearProgress
              variant="determinate"
              value={course.progress.percent}
              aria-label="Course progress"
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {course.progress.percent}% complete
          </Typography>
          {course.resumeLessonId ? (
            <Button variant="contained" onClick={() => onLesson(course.resumeLessonId ?? '')}>
              {course.progress.percent === 0 ? 'Start' : 'Continue'}
            </Button>
          ) : null}
        </Stack>
        <MarkdownBlocks blocks={course.intro} />
      </Paper>
      {course.modules.map((module, index) => (
        <Paper
          key={module.id}
          component="section"
          aria-label={`Module ${index + 1}: ${module.title}`}
          variant="outlined"
          sx={{ p: 2 }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Module {index + 1}: {module.title}
          </Typography>
          <List dense>
            {module.lessons.map((lesson) => (
              <ListItemButton key={lesson.id} onClick={() => onLesson(lesson.id)}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {lesson.completed ? (
                    <CheckCircle color="success" titleAccess="Completed" />
                  ) : (
                    <RadioButtonUnchecked titleAccess="Not completed" />
                  )}
                </ListItemIcon>
                <ListItemText primary={lesson.title} secondary={`${lesson.minutes} min · ${lesson.pages.join(', ')}`} />
              </ListItemButton>
            ))}
            {module.quiz ? (
              <ListItemButton onClick={() => onQuiz(module.id)}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {module.quiz.passed ? (
                    <CheckCircle color="success" titleAccess="Passed" />
                  ) : (
                    <Quiz titleAccess="Quiz" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={`Quiz: ${module.quiz.questions} questions`}
                  secondary={
                    module.quiz.bestScore === null
                      ? `Pass mark ${Math.round(module.quiz.passMark * 100)}%`
                      : `Best ${Math.round(module.quiz.bestScore * 100)}% · ${module.quiz.passed ? 'passed' : `pass mark ${Math.round(module.quiz.passMark * 100)}%`}`
                  }
                />
              </ListItemButton>
            ) : null}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
