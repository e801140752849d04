'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { preselectedPosition } from '@/lib/forms/application';
import { ApplicationForm } from './ApplicationForm';

function ApplicationFormWithPosition() {
  const position = useSearchParams().get('position');
  return <ApplicationForm initialPosition={preselectedPosition(position)} />;
}

/**
 * The application form with its position preselected from ?position=. The query is only known in
 * the browser, so the static page ships the form without a preselection as the Suspense fallback.
 */
export function ApplicationFormFromQuery() {
  return (
    <Suspense fallback={<ApplicationForm initialPosition="" />}>
      <ApplicationFormWithPosition />
    </Suspense>
  );
}
