import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

import {
  CRITERION_LABELS,
  formatScore,
  type EvaluationCriterionKey,
} from '@/components/evaluation-labels';

export interface EvaluationItemView {
  criterion: EvaluationCriterionKey;
  rating?: number | null;
  comment?: string | null;
}

interface EvaluationItemsProps {
  items: EvaluationItemView[];
  score: number | null | undefined;
  remarks?: string | null;
}

const ratingText = (rating: number | null | undefined) =>
  rating ? `${String(rating)} of 5` : 'Not rated';

/** An evaluation read-only (HR's details, the student's own): each criterion, the score, remarks. */
export function EvaluationItems({ items, score, remarks }: EvaluationItemsProps) {
  return (
    <>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <div key={item.criterion}>
            <Typography component="dt" variant="subtitle2">
              {CRITERION_LABELS[item.criterion]}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
              {/* The stars are decoration; the words say the rating. */}
              <Rating value={item.rating ?? null} readOnly size="small" aria-hidden />
              <Typography variant="body2">{ratingText(item.rating)}</Typography>
            </Box>
            {item.comment && (
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {item.comment}
              </Typography>
            )}
          </div>
        ))}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Score: {formatScore(score)}
      </Typography>
      {remarks && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            Remarks
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {remarks}
          </Typography>
        </>
      )}
    </>
  );
}
