import type { Announcement } from '../workflow/decisions.js';
import { termLabel } from '../../common/academic-term.js';
import type { EvaluationView } from './evaluations.repository.js';

/** Where a student reads their evaluations: the dashboard's "My Evaluations", this one open. */
export const studentEvaluationLink = (evaluationId: string) =>
  `/student-dashboard?evaluation=${evaluationId}`;

const scoreText = (score: number | null) => (score === null ? '' : ` Score: ${score.toFixed(1)}.`);

/** The scholar hears of every save of their evaluation, live, with a link to read it. */
export function evaluationSaved(evaluation: EvaluationView, score: number | null): Announcement {
  const first = evaluation.version === 1;
  return {
    notify: [
      {
        userId: evaluation.userId,
        type: 'info',
        title: first ? 'New Evaluation' : 'Evaluation Updated',
        message: `The ${evaluation.officeName} ${first ? 'evaluated' : 'updated its evaluation of'} your work for ${termLabel(evaluation)}.${scoreText(score)}`,
        link: studentEvaluationLink(evaluation.id),
      },
    ],
  };
}
