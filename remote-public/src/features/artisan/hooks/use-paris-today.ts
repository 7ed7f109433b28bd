// The day in France (`YYYY-MM-DD`) the artisan page reads its qualifications' validity against (issue 21): computed
// once when the page mounts, so that every line and badge of a render agrees on it. The server and the browser's
// hydration compute it a moment apart, the same day but across midnight in Paris.
import { useState } from 'react';
import { parisToday } from '@annuaire/shared/contract/qualification-rules';

export function useParisToday(): string {
  const [today] = useState(() => parisToday());
  return today;
}
