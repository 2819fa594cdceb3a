import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { SectionCard } from '@/components/section-card';
import { countText, masterListHref, openWorkItems } from '@/features/terms/open-work';
import type { TermKey } from '@/features/terms/term-choice';
import type { TermClosingFieldsFragment } from '@/gql/graphql';

type Closing = TermClosingFieldsFragment;

interface CheckLineProps {
  count: number;
  label: string;
  note: string;
  href: string;
  linkText: string;
}

/** One count of the checklist: how many, what, who settles it, and the page to follow it up. */
function CheckLine({ count, label, note, href, linkText }: CheckLineProps) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      sx={{
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        alignItems: { xs: 'flex-start', sm: 'center' },
      }}
    >
      <Typography
        variant="h6"
        component="span"
        color={count > 0 ? 'text.primary' : 'text.secondary'}
        sx={{ minWidth: 32 }}
      >
        {count}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ flex: 1, minWidth: 0, alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        </Box>
        <Link component={RouterLink} to={href} variant="body2">
          {linkText}
        </Link>
      </Stack>
    </Stack>
  );
}

function CheckList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

function openText(closing: Closing): string {
  const total = closing.openWork.total;
  if (closing.closure)
    return total === 0
      ? 'Nothing is open.'
      : `${countText(total, 'item')} still open: they can be settled once the term is reopened.`;
  return total === 0
    ? 'Nothing is open: the term can be closed without a reason.'
    : `${countText(total, 'item')} still open. The term can be closed anyway, saying why.`;
}

/** What is still open for the term, each count with the page where HR follows it up. */
export function OpenWorkChecklist({ closing, term }: { closing: Closing; term: TermKey }) {
  return (
    <SectionCard title="Still open" description={openText(closing)}>
      <CheckList label="Still open">
        {openWorkItems(term, closing.openWork).map(({ key, ...item }) => (
          <CheckLine key={key} {...item} />
        ))}
      </CheckList>
    </SectionCard>
  );
}

/** Who served in the term (their service credited) and who does not continue after it. */
export function TermScholars({ closing, term }: { closing: Closing; term: TermKey }) {
  const closed = closing.closure;
  return (
    <SectionCard title="Scholars">
      <CheckList label="Scholars of the term">
        <CheckLine
          count={closing.scholarsServed}
          label={closed ? 'Scholars who served: their service is credited' : 'Scholars who served'}
          note={
            closed
              ? 'Each has this term in their service: office, scholarship and confirmed hours.'
              : 'Closing credits each with the term’s service: office, scholarship and confirmed hours.'
          }
          href={masterListHref(term)}
          linkText="Master list of the term"
        />
        {closed ? (
          <CheckLine
            count={closed.madeInactive}
            label="Scholars made inactive by the closing"
            note="They had no accepted re-application for a later term; reopening makes them active again."
            href="/hr/scholars?status=inactive"
            linkText="Inactive scholars"
          />
        ) : (
          <CheckLine
            count={closing.scholarsNotContinuing}
            label="Scholars who do not continue"
            note="Active, with no accepted re-application for a later term: closing makes them inactive and tells them and their offices."
            href="/hr/scholars?status=active"
            linkText="Active scholars"
          />
        )}
      </CheckList>
    </SectionCard>
  );
}
