// Testing Library matchers (toBeInTheDocument, toHaveTextContent...) for every DOM test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy pages are compiled on first import; on CI's two loaded cores that can take longer than the default 1 s,
// so findBy*/waitFor wait up to 5 s. Assertions are unchanged: a text that never appears still fails.
configure({ asyncUtilTimeout: 5000 });
